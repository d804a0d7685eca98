import { EMAIL_LINK_LIMITS, PASSWORD_RULES, signupSchema } from "@marketplace/domain/accounts";
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
import { apiFor } from "../api/api.server.ts";
import { hosts } from "../env/env.server.ts";
import { region } from "../env/region.ts";
import { tAuth as t } from "../i18n/auth.ts";
import { pageMeta } from "../seo/meta.ts";
import { rootData } from "../seo/root-match.ts";
import { assertSameOrigin, getToken } from "../session/session.server.ts";
import { useShell } from "../shell/shell-context.tsx";
import { SiteHeader } from "../shell/site-header.tsx";
import * as css from "./accounts.css.ts";
import { CheckEmail } from "./check-email.tsx";
import { type FieldErrors, fieldErrorsFromZod } from "./form-errors.ts";
import { QuoteSlider } from "./quote-slider.tsx";

/** /createaccount signs up clients; /join-as-a-provider uses the same form with the provider role. */
const roleFor = (request: Request) =>
  new URL(request.url).pathname.startsWith("/join-as-a-provider")
    ? ("provider" as const)
    : ("client" as const);

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) throw redirect("/overview");
  return { role: roleFor(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const role = roleFor(request);
  const form = Object.fromEntries(await request.formData());
  const values = {
    firstName: String(form.firstName ?? ""),
    lastName: String(form.lastName ?? ""),
    email: String(form.email ?? ""),
  };
  const parsed = signupSchema.safeParse({ ...form, role });
  if (!parsed.success)
    return { sent: false, fieldErrors: fieldErrorsFromZod(parsed.error), formError: null, values };
  const api = await apiFor(request);
  // Every address gets the same answer; the links in the email point at this site, as configured.
  const { data, error } = await api.POST("/v1/auth/signup", {
    body: { ...parsed.data, countryCode: region.countryCode, site: hosts[region.locale] },
  });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, [
      "firstName",
      "lastName",
      "email",
      "password",
    ]);
    return { sent: false, fieldErrors, formError: message, values };
  }
  return {
    sent: true,
    fieldErrors: {} as FieldErrors,
    formError: null,
    values: { ...values, email: parsed.data.email },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const provider = data?.role === "provider";
  return pageMeta({
    title: provider ? t("signup.providerMetaTitle") : t("signup.metaTitle"),
    description: provider ? t("signup.providerDescription") : t("signup.description"),
    path: provider ? "/join-as-a-provider" : "/createaccount",
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });
};

export default function Signup() {
  const { role } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const shell = useShell();
  const errors = result?.fieldErrors ?? {};
  // Clients and providers each get their own side panel: headline, text and three quotes.
  const provider = role === "provider";
  const quotes = t.raw(provider ? "signup.providerQuotes" : "signup.quotes");
  return (
    <>
      <SiteHeader
        region={shell.region}
        session={shell.session}
        otherHost={shell.otherHost}
        otherRegion={shell.otherRegion}
      />
      <main id="main" className={css.page}>
        <aside
          className={css.panel}
          aria-label={t(provider ? "signup.providerPanelLabel" : "signup.panelLabel")}
          data-testid="signup-panel"
        >
          <Link href="/" variant="subtle" className={css.panelBrand} aria-label={t("signup.home")}>
            Tranquil
          </Link>
          <div>
            <p className={css.panelHeadline}>{t(provider ? "signup.providerHeadline" : "signup.headline")}</p>
            <p>{t(provider ? "signup.providerText" : "signup.text")}</p>
          </div>
          {Array.isArray(quotes) ? (
            <QuoteSlider
              quotes={quotes as string[]}
              dotLabel={(n) => t("signup.quote", { n, total: quotes.length })}
            />
          ) : null}
        </aside>
        <div className={css.formSide}>
          {result?.sent ? (
            <div className={css.formCard}>
              <CheckEmail title={t("checkEmail.title")} hint={t("checkEmail.hint")}>
                {t("checkEmail.text", {
                  email: result.values.email,
                  hours: EMAIL_LINK_LIMITS.confirmHours,
                })}
              </CheckEmail>
              <Text size="sm">
                <Link href="/">{t("checkEmail.back")}</Link>
              </Text>
            </div>
          ) : (
            <div className={css.formCard}>
              <Heading level={1} size="lg">
                {role === "provider" ? t("signup.providerTitle") : t("signup.clientTitle")}
              </Heading>
              {result?.formError ? <Banner tone="danger">{result.formError}</Banner> : null}
              <Form method="post" noValidate className={css.formCard}>
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
                <Button type="submit" fullWidth loading={busy}>
                  {t("signup.submit")}
                </Button>
              </Form>
              <Text size="sm" tone="muted">
                {t("signup.haveAccount")} <Link href="/login">{t("signup.login")}</Link>
              </Text>
            </div>
          )}
        </div>
      </main>
    </>
  );
}

export { ErrorBoundary } from "../errors/route-error-boundary.tsx";
