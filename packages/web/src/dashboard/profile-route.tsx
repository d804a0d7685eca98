import { apiErrorMessage } from "@marketplace/api-client";
import { profileUpdateSchema } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { parseMinor, toMajor } from "@marketplace/domain/money";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type FieldErrors, fieldErrorsFromZod } from "../accounts/form-errors.ts";
import { region } from "../env/region.ts";
import { i18nFor } from "../i18n/i18n.ts";
import { assertSameOrigin } from "../session/session.server.ts";
import * as css from "./dashboard.css.ts";
import { DashboardLayout } from "./dashboard-layout.tsx";
import { requireAccount } from "./dashboard-session.server.ts";
import { PhotoUpload } from "./photo-upload.tsx";
import { PreferencesForm } from "./preferences-form.tsx";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request);
  const [me, preference] = await Promise.all([
    api.GET("/v1/me"),
    account.role === "client" ? api.GET("/v1/client/preference") : Promise.resolve({ data: undefined }),
  ]);
  const pref = preference.data?.data;
  return {
    account,
    preferences: pref
      ? {
          preferredGender: pref.preferredGender,
          timezone: pref.timezone,
          budgetMax: pref.budget ? String(toMajor(pref.budget.max)) : "",
        }
      : null,
    details: {
      firstName: me.data?.firstName ?? "",
      lastName: me.data?.lastName ?? "",
      userName: me.data?.userName ?? "",
      email: me.data?.email ?? "",
    },
  };
}

type Result =
  | { intent: "photo" | "preferences"; ok: boolean; message: string }
  | { intent: "profile"; ok: boolean; message: string | null; fieldErrors: FieldErrors };

export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  assertSameOrigin(request);
  const { api } = await requireAccount(request);
  const form = await request.formData();
  if (form.get("intent") === "photo") {
    const file = form.get("file");
    if (!(file instanceof Blob))
      return { intent: "photo", ok: false, message: "Please upload a valid image file." };
    const body = new FormData();
    body.set("file", file, "photo.jpg");
    const { data, error } = await api.POST("/v1/profile/photo", {
      // The generated type describes the multipart fields; the real body is the FormData itself.
      body: {} as never,
      bodySerializer: () => body,
    });
    return data
      ? { intent: "photo", ok: true, message: data.message }
      : { intent: "photo", ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  if (form.get("intent") === "preferences") {
    const gender = String(form.get("preferredGender") ?? "none");
    const timezone = String(form.get("timezone") ?? "");
    const budgetText = String(form.get("budgetMax") ?? "").trim();
    const budgetMax = budgetText ? parseMinor(budgetText) : null;
    if (budgetText && budgetMax === null) {
      return { intent: "preferences", ok: false, message: "Budget must be a number, such as 15,000" };
    }
    const { data, error } = await api.PATCH("/v1/client/preference", {
      body: {
        preferredGender: gender === "Male" || gender === "Female" || gender === "Others" ? gender : null,
        timezone: timezone || null,
        budget: budgetMax === null ? null : { min: 0, max: budgetMax },
      },
    });
    return data
      ? { intent: "preferences", ok: true, message: data.message }
      : { intent: "preferences", ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  const parsed = profileUpdateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return { intent: "profile", ok: false, message: null, fieldErrors: fieldErrorsFromZod(parsed.error) };
  }
  const { data, error } = await api.PATCH("/v1/client/profile", { body: parsed.data });
  if (!data) {
    return {
      intent: "profile",
      ok: false,
      // Spec: the server's message (an array joined with ', '), then a generic message; a field's
      // message shows beside that field and not again in the banner.
      ...formError(error, GENERIC_MESSAGES.generic, ["firstName", "lastName", "userName"]),
    };
  }
  return { intent: "profile", ok: true, message: data.message, fieldErrors: {} };
}

export const meta: MetaFunction = () => [
  { title: i18nFor(region.locale).getFixedT(region.locale, "accounts")("profile.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Profile() {
  const { account, details, preferences } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("accounts");
  const profile = result?.intent === "profile" ? result : null;
  const errors = profile?.fieldErrors ?? {};
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("profile.title")}
        </Heading>
        <Card as="section" aria-labelledby="photo-title">
          <Stack gap="4">
            <Heading level={2} size="md" id="photo-title">
              {t("profile.photo")}
            </Heading>
            <div className={css.profileTop}>
              <span data-testid="profile-avatar">
                <Avatar name={account.name} src={account.photoUrl} size="profile" loading="eager" />
              </span>
              <PhotoUpload />
            </div>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="details-title">
          {account.role === "client" ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="profile" />
              <Stack gap="4">
                <Heading level={2} size="md" id="details-title">
                  {t("profile.details")}
                </Heading>
                {profile?.message ? (
                  <Banner tone={profile.ok ? "success" : "danger"}>{profile.message}</Banner>
                ) : null}
                <TextField
                  label={t("profile.firstName")}
                  name="firstName"
                  defaultValue={details.firstName}
                  error={errors.firstName}
                />
                <TextField
                  label={t("profile.lastName")}
                  name="lastName"
                  defaultValue={details.lastName}
                  error={errors.lastName}
                />
                <TextField
                  label={t("profile.userName")}
                  name="userName"
                  defaultValue={details.userName}
                  error={errors.userName}
                />
                <div>
                  <Button type="submit" loading={busy}>
                    {t("profile.saveDetails")}
                  </Button>
                </div>
              </Stack>
            </Form>
          ) : (
            <Stack gap="2">
              <Heading level={2} size="md" id="details-title">
                {t("profile.details")}
              </Heading>
              <Text>{account.name}</Text>
            </Stack>
          )}
          <Text size="sm" tone="muted">
            {t("profile.email")}: {details.email}
          </Text>
        </Card>
        {preferences ? (
          <Card as="section">
            <PreferencesForm values={preferences} />
          </Card>
        ) : null}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/route-error-boundary.tsx";
