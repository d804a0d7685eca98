import { EMAIL_LINK_LIMITS, PASSWORD_RULES } from "@marketplace/domain/accounts";
import { Button } from "@marketplace/ui/button";
import { FormError } from "@marketplace/ui/form-error";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { Form } from "@remix-run/react";
import { type authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import * as css from "./accounts.css.ts";
import { CheckEmail } from "./check-email.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import type { FieldErrors } from "./form-errors.ts";

export interface SignupResult {
  sent: boolean;
  fieldErrors: FieldErrors;
  formError: string | null;
  values: {
    firstName: string;
    lastName: string;
    email: string;
    /** The consent boxes as posted, so a form sent back for another field keeps them ticked. */
    acceptTerms?: boolean;
    healthDataConsent?: boolean;
  };
}

/**
 * The sign-up form (names, email, password, the consent boxes), or 'Check your email' once sent. /createaccount shows it
 * as the page's heading; /join-as-a-provider as a section of its page (`headingLevel` 2).
 */
export interface SignupFormProps {
  result: SignupResult | undefined;
  busy: boolean;
  title: string;
  headingLevel?: 1 | 2;
  /** The auth words from the page's loader (authWords()): /join-as-a-provider sends them for this form. */
  words?: ReturnType<typeof authWords>;
}

export function SignupForm({ result, busy, title, headingLevel = 1, words }: SignupFormProps) {
  provideAuthWords(words);
  const errors = result?.fieldErrors ?? {};
  if (result?.sent)
    return (
      <div className={css.formCard}>
        <CheckEmail title={t("checkEmail.title")} hint={t("checkEmail.hint")}>
          {t("checkEmail.text", { email: result.values.email, hours: EMAIL_LINK_LIMITS.confirmHours })}
        </CheckEmail>
        <Text size="sm">
          <Link href="/">{t("checkEmail.back")}</Link>
        </Text>
      </div>
    );
  return (
    <div className={css.formCard}>
      <Heading level={headingLevel} size={headingLevel === 1 ? "lg" : "md"} id="signup-title">
        {title}
      </Heading>
      {result?.formError ? <FormError revision={result}>{result.formError}</FormError> : null}
      <Form method="post" noValidate className={css.formCard} aria-labelledby="signup-title">
        <div className={css.row}>
          <TextField
            label={t("signup.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={result?.values.firstName}
            error={errors.firstName}
          />
          <TextField
            label={t("signup.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={result?.values.lastName}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t("signup.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values.email}
          error={errors.email}
        />
        <TextField
          label={t("signup.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          help={PASSWORD_RULES}
          error={errors.password}
        />
        <ConsentFields errors={errors} values={result?.values} />
        <Button type="submit" fullWidth loading={busy}>
          {t("signup.submit")}
        </Button>
      </Form>
      <Text size="sm" tone="muted">
        {t("signup.haveAccount")} <Link href="/login">{t("signup.login")}</Link>
      </Text>
    </div>
  );
}
