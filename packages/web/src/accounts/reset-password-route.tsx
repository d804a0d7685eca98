import { LINK_INVALID, PASSWORD_RULES, resetPasswordFormSchema } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { failedLoaderMeta } from "../errors/index.ts";
import { authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import { assertSameOrigin, signIn } from "../session/index.server.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./accounts.css.ts";
import { emailLinkLoader, linkTokenFrom } from "./email-link.server.ts";
import { emailLinkMeta } from "./email-link-meta.ts";
import { type FieldErrors, fieldErrorsFromZod } from "./form-errors.ts";

/** /reset-password?token=…: the link from the email. A signed-in visitor may use it too. */
export const loader = (args: LoaderFunctionArgs) => ({ ...emailLinkLoader(args), words: authWords() });

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const token = linkTokenFrom(request);
  if (!token.success) return { fieldErrors: {} as FieldErrors, linkError: LINK_INVALID, formError: null };
  const form = Object.fromEntries(await request.formData());
  const parsed = resetPasswordFormSchema.safeParse(form);
  if (!parsed.success)
    return { fieldErrors: fieldErrorsFromZod(parsed.error), linkError: null, formError: null };
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/auth/reset-password", {
    body: { token: token.data, password: parsed.data.password },
  });
  if (!data) {
    // A spent or expired link gets its own screen; anything else stays on the form.
    if (error?.message === LINK_INVALID)
      return { fieldErrors: {} as FieldErrors, linkError: LINK_INVALID, formError: null };
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, [
      "password",
      "confirmPassword",
    ]);
    return { fieldErrors, linkError: null, formError: message };
  }
  // The other sessions were revoked by the API; this browser gets the new one.
  return signIn(data.token, "/overview");
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (!data) return failedLoaderMeta(args);
  provideAuthWords(data.words);
  return emailLinkMeta(t("reset.metaTitle"));
};

export default function ResetPassword() {
  const { valid, words } = useLoaderData<typeof loader>();
  provideAuthWords(words);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const linkError = valid ? result?.linkError : LINK_INVALID;
  return (
    <PageLayout>
      <div className={css.formSide}>
        <div className={css.formCard}>
          {linkError ? (
            <>
              <Heading level={1} size="lg">
                {t("reset.invalidTitle")}
              </Heading>
              <Banner tone="danger" live>
                {linkError}
              </Banner>
              <Text>
                <Link href="/forgot-password">{t("reset.requestNew")}</Link>
              </Text>
            </>
          ) : (
            <>
              <Heading level={1} size="lg">
                {t("reset.title")}
              </Heading>
              <Text>{t("reset.text")}</Text>
              {result?.formError ? (
                <Banner tone="danger" live>
                  {result.formError}
                </Banner>
              ) : null}
              <Form method="post" noValidate className={css.formCard}>
                <TextField
                  label={t("reset.password")}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  help={PASSWORD_RULES}
                  error={errors.password}
                />
                <TextField
                  label={t("reset.confirmPassword")}
                  name="confirmPassword"
                  type="password"
                  autoComplete="new-password"
                  required
                  error={errors.confirmPassword}
                />
                <Button type="submit" fullWidth loading={busy}>
                  {t("reset.submit")}
                </Button>
              </Form>
            </>
          )}
        </div>
      </div>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
