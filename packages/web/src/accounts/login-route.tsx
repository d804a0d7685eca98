import { apiErrorMessage } from "@marketplace/api-client";
import { LOGIN_FAILED, loginSchema } from "@marketplace/domain/accounts";
import { resolveLoginRedirect } from "@marketplace/domain/redirect";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { FormError } from "@marketplace/ui/form-error";
import { Inline } from "@marketplace/ui/layout";
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
import { region } from "../env/index.ts";
import { failedLoaderMeta } from "../errors/index.ts";
import { authWords, provideAuthWords, tAuth as t } from "../i18n/index.ts";
import { providerName } from "../providers/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { assertSameOrigin, getToken, signIn } from "../session/index.server.ts";
import { PageLayout } from "../shell/index.ts";
import * as css from "./accounts.css.ts";
import { type FieldErrors, fieldErrorsFromZod } from "./form-errors.ts";

/**
 * The redirect query parameter, through the domain rule: /booking/{id} and /messages/{id} (the spec's),
 * or another page of this site (issue 28); anything else is /overview.
 */
function target(request: Request) {
  return resolveLoginRedirect(new URL(request.url).searchParams.get("redirect"));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const next = target(request);
  if (await getToken(request)) throw redirect(next.path);
  // A booking redirect shows who the booking is with (public card fields only).
  let provider: { name: string; photo: string | null; discipline: string } | null = null;
  if (next.kind === "booking") {
    const api = await apiFor(request);
    const { data } = await api
      .GET("/v1/booking/{id}/provider", { params: { path: { id: next.id } } })
      .catch(() => ({ data: undefined }));
    if (data) {
      provider = {
        name: providerName(data.provider),
        photo: data.provider.photo,
        discipline: data.provider.discipline.map((d) => d.name).join(" · "),
      };
    }
  }
  return {
    kind: next.kind,
    redirect: next.kind === "default" ? null : next.path,
    provider,
    words: authWords(),
  };
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

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data, matches } = args;
  if (!data) return failedLoaderMeta(args);
  provideAuthWords(data.words);
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
  const { kind, redirect: next, provider, words } = useLoaderData<typeof loader>();
  provideAuthWords(words);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
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
          {provider ? (
            <Card padding="md" data-testid="booking-provider">
              <Inline gap="3">
                <Avatar name={provider.name} src={provider.photo} fallback="photo" size="md" />
                <div>
                  <Text weight="semibold">{t("login.bookingWith", { name: provider.name })}</Text>
                  <Text size="sm" tone="muted">
                    {provider.discipline}
                  </Text>
                </div>
              </Inline>
            </Card>
          ) : null}
          {kind === "messages" ? <Banner tone="info">{t("login.messageHint")}</Banner> : null}
          {result?.formError ? <FormError revision={result}>{result.formError}</FormError> : null}
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
            <Text size="sm">
              <Link href="/forgot-password">{t("login.forgot")}</Link>
            </Text>
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

export { ErrorBoundary } from "../errors/index.ts";
