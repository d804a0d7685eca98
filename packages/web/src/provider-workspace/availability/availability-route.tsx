import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { parseStep } from "@marketplace/domain/onboarding";
import { Banner } from "@marketplace/ui/banner";
import { Stack, visuallyHidden } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireProvider } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { tAvailability as t, tWorkspace } from "../../i18n/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import { loadOnboarding } from "../onboarding/onboarding.server.ts";
import { inOnboarding, OnboardingFrame } from "../onboarding/onboarding-frame.tsx";
import { nextHref } from "../onboarding/onboarding-paths.ts";
import { AvailabilityEditor } from "./availability-editor.tsx";
import {
  type AvailabilityDraft,
  applyIntent,
  draftFromForm,
  draftFromSaved,
  type FieldErrors,
  parseIntent,
  validateDraft,
} from "./availability-form.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account, me } = await requireProvider(request, context);
  const [availability, settings, onboarding] = await Promise.all([
    api.GET("/v1/provider/availability"),
    api.GET("/v1/provider/settings"),
    // In onboarding this page is step four (onboarding-paths.ts).
    new URL(request.url).searchParams.has("step") ? loadOnboarding(api, request, me) : Promise.resolve(null),
  ]);
  if (!availability.data || !settings.data) {
    throw new Response(apiErrorMessage(availability.error ?? settings.error, GENERIC_MESSAGES.generic), {
      status: availability.response.status === 404 ? 404 : 502,
    });
  }
  return {
    account,
    profileHref: `/provider/${me.identifier}`,
    draft: draftFromSaved(availability.data.data.rules, settings.data.data),
    onboarding,
  };
}

export interface AvailabilityResult {
  /** null for an edit sent back without saving (no JavaScript). */
  ok: boolean | null;
  message: string | null;
  fieldErrors: FieldErrors;
  draft: AvailabilityDraft;
}

export async function action({ request, context }: ActionFunctionArgs): Promise<AvailabilityResult> {
  assertSameOrigin(request);
  const { api } = await requireProvider(request, context);
  const form = await request.formData();
  const draft = draftFromForm(form);
  const edit = parseIntent(form.get("intent"));
  if (edit) return { ok: null, message: null, fieldErrors: {}, draft: applyIntent(draft, edit) };
  const checked = validateDraft(draft);
  if (!checked.ok) return { ok: false, message: t("fix"), fieldErrors: checked.fieldErrors, draft };
  // Settings first: the rules' slots are then derived once more in the final timezone.
  const settings = await api.PUT("/v1/provider/settings", { body: checked.settings });
  if (!settings.data) {
    return {
      ok: false,
      message: apiErrorMessage(settings.error, GENERIC_MESSAGES.generic),
      fieldErrors: {},
      draft,
    };
  }
  const saved = await api.PUT("/v1/provider/availability", { body: checked.rules });
  if (!saved.data) {
    return {
      ok: false,
      message: apiErrorMessage(saved.error, GENERIC_MESSAGES.generic),
      fieldErrors: {},
      draft,
    };
  }
  // Onboarding: a save is 'Next Step' (step four → five).
  const step = parseStep(new URL(request.url).searchParams.get("step"));
  if (step) throw redirect(nextHref(step));
  return {
    ok: true,
    message: saved.data.message,
    fieldErrors: {},
    draft: draftFromSaved(saved.data.data.rules, settings.data.data),
  };
}

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

export default function AvailabilityPage() {
  const { account, draft, profileHref, onboarding } = useLoaderData<typeof loader>();
  const step = inOnboarding(onboarding);
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const editor = (
    <>
      {result?.message ? (
        <Banner tone={result.ok ? "success" : "danger"} live>
          {result.message}
        </Banner>
      ) : null}
      <Form method="post" noValidate>
        {/* Enter in a field saves: the first submit button is the default one, so it is this one. */}
        <button
          type="submit"
          name="intent"
          value="save"
          className={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
        >
          {t("save")}
        </button>
        <AvailabilityEditor
          initial={result?.draft ?? draft}
          errors={result?.fieldErrors ?? {}}
          busy={busy}
          saveLabel={step ? tWorkspace("fees.nextStep") : undefined}
        />
      </Form>
    </>
  );
  return (
    <DashboardLayout account={account}>
      {step ? (
        <OnboardingFrame onboarding={step}>
          <Text tone="muted">{t("intro")}</Text>
          {editor}
        </OnboardingFrame>
      ) : (
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="lg">
              {t("title")}
            </Heading>
            <Text tone="muted">{t("intro")}</Text>
            <Text>
              <Link href={profileHref}>{t("seeProfile")}</Link>
            </Text>
          </Stack>
          {editor}
        </Stack>
      )}
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
