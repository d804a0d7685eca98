import { apiErrorMessage } from "@marketplace/api-client";
import { profileUpdateSchema } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isGender } from "@marketplace/domain/filters";
import { parseMinor, toMajor } from "@marketplace/domain/money";
import { parseStep } from "@marketplace/domain/onboarding";
import { PHOTO_MESSAGES } from "@marketplace/domain/photo";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { type FieldErrors, fieldErrorsFromZod } from "../accounts/index.ts";
import { region } from "../env/index.ts";
import { tDashboard as t, tWorkspace } from "../i18n/index.ts";
import { loadEmailPreferences, saveEmailPreferences } from "../notifications/index.server.ts";
import {
  EMAIL_PREFERENCES_INTENT,
  EmailPreferencesForm,
  type EmailPreferencesResult,
} from "../notifications/index.ts";
import {
  isWorkspaceIntent,
  loadOnboarding,
  loadProviderWorkspace,
  workspaceAction,
} from "../provider-workspace/index.server.ts";
import {
  backHref,
  FEES_PANEL,
  FeeEditor,
  FeesCard,
  type FormResult,
  inOnboarding,
  nextHref,
  OnboardingFrame,
  ProfileInfoForm,
  ProviderPreferencesForm,
  VisibilityCard,
} from "../provider-workspace/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import * as css from "./dashboard.css.ts";
import { DashboardLayout } from "./dashboard-layout.tsx";
import { requireAccount } from "./dashboard-session.server.ts";
import { PhotoUpload } from "./photo-upload.tsx";
import { PreferencesForm } from "./preferences-form.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account, me } = await requireAccount(request, context);
  const preference = account.role === "client" ? await api.GET("/v1/client/preference") : { data: undefined };
  const pref = preference.data?.data;
  const emailPreferences = await loadEmailPreferences(api);
  // A provider's /profile is their workspace (profile info, preferences, fees and visibility); in
  // onboarding it also shows steps one (profile), two (preferences) and the fee step.
  const [workspace, onboarding] =
    account.role === "provider"
      ? await Promise.all([
          loadProviderWorkspace(api),
          new URL(request.url).searchParams.has("step") ? loadOnboarding(api, request, me) : null,
        ])
      : [null, null];
  return {
    account,
    emailPreferences,
    workspace,
    onboarding,
    preferences: pref
      ? {
          preferredGender: pref.preferredGender,
          timezone: pref.timezone,
          budgetMax: pref.budget ? String(toMajor(pref.budget.max)) : "",
        }
      : null,
    details: {
      firstName: me.firstName ?? "",
      lastName: me.lastName ?? "",
      userName: me.userName ?? "",
      email: me.email ?? "",
    },
  };
}

type Result =
  | FormResult
  | EmailPreferencesResult
  | { intent: "photo" | "preferences"; ok: boolean; message: string }
  | { intent: "profile"; ok: boolean; message: string | null; fieldErrors: FieldErrors };

export async function action({ request, context }: ActionFunctionArgs): Promise<Result> {
  assertSameOrigin(request);
  const { api, account } = await requireAccount(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isWorkspaceIntent(intent)) {
    if (account.role !== "provider") throw new Response(null, { status: 403 });
    const result = await workspaceAction(api, intent, form);
    // Onboarding: a saved step is 'Next Step' (the fee editor says where itself, through `next`).
    const step = parseStep(new URL(request.url).searchParams.get("step"));
    if (result.ok && step && (intent === "profile-info" || intent === "provider-preferences")) {
      throw redirect(nextHref(step));
    }
    return result;
  }
  if (form.get("intent") === EMAIL_PREFERENCES_INTENT) return saveEmailPreferences(api, form);
  if (form.get("intent") === "photo") {
    const file = form.get("file");
    if (!(file instanceof Blob)) return { intent: "photo", ok: false, message: PHOTO_MESSAGES.notImage };
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
        preferredGender: isGender(gender) ? gender : null,
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
  { title: t("profile.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Profile() {
  const { account, details, preferences, workspace, onboarding, emailPreferences } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const profile = result?.intent === "profile" && "fieldErrors" in result ? result : null;
  const errors = profile?.fieldErrors ?? {};
  const submitting = busy ? navigation.formData?.get("intent") : null;
  const resultOf = (intent: string) => (result?.intent === intent ? (result as FormResult) : undefined);
  const location = useLocation();
  const step = inOnboarding(onboarding);
  const photoCard = (
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
  );
  if (workspace && step && (step.step === "one" || step.step === "two" || step.step === "fee")) {
    const nextLabel = tWorkspace("fees.nextStep");
    return (
      <DashboardLayout account={account}>
        <OnboardingFrame onboarding={step}>
          {step.step === "one" ? (
            <>
              {photoCard}
              <Card as="section">
                <ProfileInfoForm
                  values={workspace.profile}
                  options={workspace.options}
                  result={resultOf("profile-info")}
                  busy={submitting === "profile-info"}
                  submitLabel={nextLabel}
                />
              </Card>
            </>
          ) : step.step === "two" ? (
            <Card as="section">
              <ProviderPreferencesForm
                values={workspace.preferences}
                options={workspace.options}
                result={resultOf("provider-preferences")}
                busy={submitting === "provider-preferences"}
                submitLabel={nextLabel}
              />
            </Card>
          ) : (
            <Card as="section">
              <FeeEditor
                mode="onboarding"
                fees={workspace.fees.therapy}
                currencyCode={workspace.fees.currencyCode}
                locale={region.locale}
                next={nextHref("fee")}
                backHref={backHref("fee")}
                result={resultOf("fees")}
                busy={submitting === "fees"}
              />
            </Card>
          )}
        </OnboardingFrame>
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("profile.title")}
        </Heading>
        {photoCard}
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
        {workspace ? (
          <>
            <VisibilityCard
              visibility={workspace.profile.visibility}
              providerId={workspace.profile.identifier}
              result={resultOf("visibility")}
              busy={submitting === "visibility"}
            />
            <Card as="section">
              <ProfileInfoForm
                values={workspace.profile}
                options={workspace.options}
                result={resultOf("profile-info")}
                busy={submitting === "profile-info"}
              />
            </Card>
            <Card as="section">
              <ProviderPreferencesForm
                values={workspace.preferences}
                options={workspace.options}
                result={resultOf("provider-preferences")}
                busy={submitting === "provider-preferences"}
              />
            </Card>
            <FeesCard
              fees={workspace.fees.therapy}
              currencyCode={workspace.fees.currencyCode}
              locale={region.locale}
              path={location.pathname}
              state={new URLSearchParams(location.search).get(FEES_PANEL.param)}
              result={resultOf("fees")}
              busy={submitting === "fees"}
            />
          </>
        ) : null}
        {preferences ? (
          <Card as="section">
            <PreferencesForm values={preferences} />
          </Card>
        ) : null}
        <EmailPreferencesForm values={emailPreferences} />
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
