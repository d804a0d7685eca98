import { EMAIL_LINK_LIMITS, forgotPasswordSchema } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { assertSameOrigin, getToken } from "../session/index.server.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./accounts.css.ts";
import { CheckEmail } from "./check-email.tsx";
import { fieldErrorsFromZod } from "./form-errors.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) throw redirect("/overview");
  return { words: authWords() };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const email = typeof form.email === "string" ? form.email : "";
  const parsed = forgotPasswordSchema.safeParse(form);
  if (!parsed.success)
    return { sent: false as const, fieldErrors: fieldErrorsFromZod(parsed.error), formError: null, email };
  const api = await apiFor(request);
  // The links in the email point at this site, as configured (never at a request header).
  const { data, error } = await api.POST("/v1/auth/forgot-password", {
    body: { email: parsed.data.email, site: hosts[region.locale] },
  });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, ["email"]);
    return { sent: false as const, fieldErrors, formError: message, email };
  }
  return { sent: true as const, fieldErrors: {}, formError: null, email: parsed.data.email };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  provideAuthWords(data?.words);
  return [
    ...pageMeta({
      title: t("forgot.metaTitle"),
      description: t("forgot.description"),
      path: "/forgot-password",
      hosts: rootData(matches)?.hosts,
      locale: region.locale,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function ForgotPassword() {
  provideAuthWords(useLoaderData<typeof loader>().words);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <PageLayout>
      <div className={css.formSide}>
        <div className={css.formCard}>
          {result?.sent ? (
            <CheckEmail title={t("forgot.sentTitle")} hint={t("forgot.sentHint")}>
              {t("forgot.sentText", { email: result.email, minutes: EMAIL_LINK_LIMITS.resetMinutes })}
            </CheckEmail>
          ) : (
            <>
              <Heading level={1} size="lg">
                {t("forgot.title")}
              </Heading>
              <Text>{t("forgot.text")}</Text>
              {result?.formError ? (
                <Banner tone="danger" live>
                  {result.formError}
                </Banner>
              ) : null}
              <Form method="post" noValidate className={css.formCard}>
                <TextField
                  label={t("forgot.email")}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={result?.email}
                  error={result?.fieldErrors.email}
                />
                <Button type="submit" fullWidth loading={busy}>
                  {t("forgot.submit")}
                </Button>
              </Form>
            </>
          )}
          <Text size="sm">
            <Link href="/login">{t("forgot.backToLogin")}</Link>
          </Text>
        </div>
      </div>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
