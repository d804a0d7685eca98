import { parseStep } from "@marketplace/domain/onboarding";
import { PHOTO_MESSAGES } from "@marketplace/domain/photo";
import { Card } from "@marketplace/ui/card";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import {
  loadOwnProfile,
  type OwnProfileResult,
  ownProfileAction,
  requireAccount,
} from "../../dashboard/index.server.ts";
import { DashboardLayout, PhotoCard, ProfilePage } from "../../dashboard/index.ts";
import { region } from "../../env/index.ts";
import { tDashboard as t, tWorkspace } from "../../i18n/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import { FeeEditor } from "../fees/fee-editor.tsx";
import { FEES_PANEL, FeesCard } from "../fees/fees-card.tsx";
import { loadOnboarding } from "../onboarding/onboarding.server.ts";
import { inOnboarding, OnboardingFrame } from "../onboarding/onboarding-frame.tsx";
import { backHref, nextHref } from "../onboarding/onboarding-paths.ts";
import { ProviderPreferencesForm } from "../preferences/provider-preferences-form.tsx";
import { ProfileInfoForm } from "../profile-info/profile-info-form.tsx";
import { VisibilityCard } from "../visibility/visibility-card.tsx";
import { isWorkspaceIntent, loadProviderWorkspace, workspaceAction } from "../workspace.server.ts";
import type { FormResult } from "../workspace-result.ts";

/**
 * /profile. A provider's is their workspace (profile info, preferences, fees and visibility) around what
 * every account has (dashboard/profile-page.tsx: photo, details, email preferences); in onboarding it
 * shows steps one (profile), two (preferences) and the fee step. A client's is that page alone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signed = await requireAccount(request, context);
  const [profile, workspace, onboarding] = await Promise.all([
    loadOwnProfile(signed),
    signed.account.role === "provider" ? loadProviderWorkspace(signed.api) : null,
    signed.account.role === "provider" && new URL(request.url).searchParams.has("step")
      ? loadOnboarding(signed.api, request, signed.me)
      : null,
  ]);
  return { profile, workspace, onboarding };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api, account } = await requireAccount(request, context);
  // The page's one upload, the photo, was over the site's limit (site-app.ts): its form says so.
  if (context.bodyTooLarge) {
    const result: OwnProfileResult = { intent: "photo", ok: false, message: PHOTO_MESSAGES.tooLarge };
    // Single fetch hands `data()`'s value to the page as it is, with the status; the route types
    // here predate single fetch, hence the cast to what the page receives.
    return data(result, { status: 413 }) as unknown as OwnProfileResult;
  }
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isWorkspaceIntent(intent)) return ownProfileAction(api, form);
  if (account.role !== "provider") throw new Response(null, { status: 403 });
  const result = await workspaceAction(api, intent, form);
  // Onboarding: a saved step is 'Next Step' (the fee editor says where itself, through `next`).
  const step = parseStep(new URL(request.url).searchParams.get("step"));
  if (result.ok && step && (intent === "profile-info" || intent === "provider-preferences")) {
    throw redirect(nextHref(step));
  }
  return result;
}

export const meta: MetaFunction = () => [
  { title: t("profile.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Profile() {
  const { profile, workspace, onboarding } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const resultOf = (intent: string) => (result?.intent === intent ? (result as FormResult) : undefined);
  const location = useLocation();
  const step = inOnboarding(onboarding);
  if (workspace && step && (step.step === "one" || step.step === "two" || step.step === "fee")) {
    const nextLabel = tWorkspace("fees.nextStep");
    return (
      <DashboardLayout account={profile.account}>
        <OnboardingFrame onboarding={step}>
          {step.step === "one" ? (
            <>
              <PhotoCard account={profile.account} />
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
    <ProfilePage profile={profile} result={result}>
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
    </ProfilePage>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
