import { apiErrorMessage } from "@marketplace/api-client";
import { STAFF_CODE_INVALID, STAFF_SESSION } from "@marketplace/domain/staff";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { FormError } from "@marketplace/ui/form-error";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { apiFor, currentUser } from "../api/index.server.ts";
import { tStaff as t } from "../i18n/index.ts";
import { assertSameOrigin, signIn } from "../session/index.server.ts";
import * as css from "./staff.css.ts";
import { notFound } from "./staff-session.server.ts";

/**
 * The staff sign-in (/staff/login, global site only): email, password and the authenticator's code in
 * one form; a staff session exists only once all three hold. Signed-in staff go to the console; a
 * signed-in client or provider gets the not-found page, as for the rest of /staff.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { me } = await currentUser(request, context);
  if (me?.role === "staff") throw redirect("/staff");
  if (me) throw notFound();
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = field("email").trim().toLowerCase();
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/auth/staff/login", {
    body: { email, password: field("password"), code: field("code") },
  });
  if (!data) return { formError: apiErrorMessage(error, STAFF_CODE_INVALID), email };
  return signIn(data.token, "/staff");
}

export const meta: MetaFunction = () => [
  { title: t("login.metaTitle") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffLogin() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className={css.main}>
      <div className={css.narrowCard}>
        <Card padding="lg">
          <Stack gap="4">
            <Text weight="semibold" tone="muted">
              {t("brand")}
            </Text>
            <Heading level={1} size="lg">
              {t("login.title")}
            </Heading>
            <Text>{t("login.intro")}</Text>
            {result?.formError ? <FormError revision={result}>{result.formError}</FormError> : null}
            <Form method="post">
              <Stack gap="4">
                <TextField
                  label={t("login.email")}
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  defaultValue={result?.email}
                />
                <TextField
                  label={t("login.password")}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <TextField
                  label={t("login.code")}
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="text"
                  required
                />
                <Button type="submit" fullWidth loading={busy}>
                  {t("login.submit")}
                </Button>
              </Stack>
            </Form>
            <Text size="sm" tone="muted">
              {t("login.sessionNote", {
                hours: STAFF_SESSION.absoluteHours,
                minutes: STAFF_SESSION.idleMinutes,
              })}
            </Text>
          </Stack>
        </Card>
      </div>
    </main>
  );
}
