import { ACCOUNT_DELETED, changePasswordSchema, PASSWORD_RULES } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type FieldErrors, fieldErrorsFromZod } from "../accounts/index.ts";
import { tDashboard as t } from "../i18n/index.ts";
import { assertSameOrigin, signOut } from "../session/index.server.ts";
import { DashboardLayout } from "./dashboard-layout.tsx";
import { requireAccount } from "./dashboard-session.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account } = await requireAccount(request, context);
  return { account };
}

type Result = { intent: string; ok: boolean; message: string | null; fieldErrors: FieldErrors };

export async function action({ request, context }: ActionFunctionArgs): Promise<Result | Response> {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success)
      return { intent, ok: false, message: null, fieldErrors: fieldErrorsFromZod(parsed.error) };
    const { data, error } = await api.PUT("/v1/auth/password", { body: parsed.data });
    if (!data) {
      return {
        intent,
        ok: false,
        ...formError(error, GENERIC_MESSAGES.generic, ["currentPassword", "newPassword"]),
      };
    }
    return { intent, ok: true, message: data.message, fieldErrors: {} };
  }
  if (intent === "everywhere") {
    await api.POST("/v1/auth/logout-all");
    return signOut(request, "/login");
  }
  if (intent === "delete") {
    const { data, error } = await api.DELETE("/v1/me", { body: { password: String(form.password ?? "") } });
    if (!data) return { intent, ok: false, ...formError(error, GENERIC_MESSAGES.generic, ["password"]) };
    return signOut(request, "/");
  }
  return { intent, ok: false, message: GENERIC_MESSAGES.generic, fieldErrors: {} };
}

export const meta: MetaFunction = () => [
  { title: t("security.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Security() {
  const { account } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errorsFor = (intent: string) => (result?.intent === intent ? result.fieldErrors : {});
  const banner = (intent: string) =>
    result?.intent === intent && result.message ? (
      <Banner tone={result.ok ? "success" : "danger"}>{result.message}</Banner>
    ) : null;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("security.title")}
        </Heading>
        <Card as="section" aria-labelledby="password-title">
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="password" />
            <Stack gap="4">
              <Heading level={2} size="md" id="password-title">
                {t("security.changePassword")}
              </Heading>
              {banner("password")}
              <TextField
                label={t("security.currentPassword")}
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                error={errorsFor("password").currentPassword}
              />
              <TextField
                label={t("security.newPassword")}
                name="newPassword"
                type="password"
                autoComplete="new-password"
                help={PASSWORD_RULES}
                error={errorsFor("password").newPassword}
              />
              <div>
                <Button type="submit" loading={busy("password")}>
                  {t("security.savePassword")}
                </Button>
              </div>
            </Stack>
          </Form>
        </Card>
        <Card as="section" aria-labelledby="everywhere-title">
          <Form method="post">
            <input type="hidden" name="intent" value="everywhere" />
            <Stack gap="3">
              <Heading level={2} size="md" id="everywhere-title">
                {t("security.everywhere")}
              </Heading>
              <Text tone="muted">{t("security.everywhereText")}</Text>
              <div>
                <Button type="submit" tone="secondary" loading={busy("everywhere")}>
                  {t("security.everywhereButton")}
                </Button>
              </div>
            </Stack>
          </Form>
        </Card>
        <Card as="section" aria-labelledby="data-title">
          <Stack gap="3">
            <Heading level={2} size="md" id="data-title">
              {t("security.data")}
            </Heading>
            <Text tone="muted">{t("security.dataText")}</Text>
            <div>
              <a href="/security/export" download className={buttonStyle({ tone: "secondary" })}>
                {t("security.dataButton")}
              </a>
            </div>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="delete-title">
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="delete" />
            <Stack gap="3">
              <Heading level={2} size="md" id="delete-title">
                {t("security.delete")}
              </Heading>
              <Text tone="muted">{t("security.deleteText", { deleted: ACCOUNT_DELETED })}</Text>
              {banner("delete")}
              <TextField
                label={t("security.deletePassword")}
                name="password"
                type="password"
                autoComplete="current-password"
                error={errorsFor("delete").password}
              />
              <div>
                <Button type="submit" tone="danger" loading={busy("delete")}>
                  {t("security.deleteButton")}
                </Button>
              </div>
            </Stack>
          </Form>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
