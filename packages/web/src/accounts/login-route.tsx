import { apiErrorMessage } from "@marketplace/api";
import { LOGIN_FAILED, loginSchema } from "@marketplace/domain/accounts";
import { resolveLoginRedirect } from "@marketplace/domain/redirect";
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
import { useTranslation } from "react-i18next";
import { apiFor } from "../api/api.server.ts";
import { region } from "../env/region.ts";
import { i18nFor } from "../i18n/i18n.ts";
import { pageMeta } from "../seo/meta.ts";
import { rootData } from "../seo/root-match.ts";
import { assertSameOrigin, getToken, signIn } from "../session/session.server.ts";
import { PageLayout } from "../shell/layouts.tsx";
import * as css from "./accounts.css.ts";
import { type FieldErrors, fieldErrorsFromZod } from "./form-errors.ts";

/** The redirect query parameter, through the domain rule: only /booking/{id} or /messages/{id}. */
function target(request: Request) {
  return resolveLoginRedirect(new URL(request.url).searchParams.get("redirect"));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const next = target(request);
  if (await getToken(request)) throw redirect(next.path);
  return { kind: next.kind, redirect: next.kind === "default" ? null : next.path };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = loginSchema.safeParse(form);
  const email = typeof form.email === "string" ? form.email : "";
  if (!parsed.success) return { fieldErrors: fieldErrorsFromZod(parsed.error), formError: null, email };
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/auth/login", { body: parsed.data });
  if (!data) {
    return { fieldErrors: {} as FieldErrors, formError: apiErrorMessage(error, LOGIN_FAILED), email };
  }
  return signIn(data.token, target(request).path);
}

export const meta: MetaFunction = ({ matches }) => {
  const t = i18nFor(region.locale).getFixedT(region.locale, "accounts");
  return [
    ...pageMeta({
      title: t("login.metaTitle"),
      description: t("login.description"),
      path: "/login",
      hosts: rootData(matches)?.hosts,
      locale: region.locale,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function Login() {
  const { kind, redirect: next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("accounts");
  const errors = result?.fieldErrors ?? {};
  const signupHref = next ? `/createaccount?redirect=${encodeURIComponent(next)}` : "/createaccount";
  return (
    <PageLayout>
      <div className={css.formSide}>
        <div className={css.formCard}>
          <Heading level={1} size="lg">
            {t("login.title")}
          </Heading>
          {kind === "booking" ? <Banner tone="info">{t("login.bookingHint")}</Banner> : null}
          {kind === "messages" ? <Banner tone="info">{t("login.messageHint")}</Banner> : null}
          {result?.formError ? <Banner tone="danger">{result.formError}</Banner> : null}
          <Form method="post" noValidate className={css.formCard}>
            <TextField
              label={t("login.email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.email}
              error={errors.email}
            />
            <TextField
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <Button type="submit" fullWidth loading={busy}>
              {t("login.submit")}
            </Button>
          </Form>
          <Text size="sm" tone="muted">
            {t("login.noAccount")} <Link href={signupHref}>{t("login.createAccount")}</Link>
          </Text>
        </div>
      </div>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/route-error-boundary.tsx";
