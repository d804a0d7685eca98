import type { ApiClient } from "@marketplace/api-client";
import { type OnboardingStatus, type OnboardingStep, parseStep } from "@marketplace/domain/onboarding";
import type { GuideSubject } from "./onboarding-guide.ts";

export interface OnboardingView {
  /** The step this page shows, from its `step` query parameter; null outside onboarding. */
  step: OnboardingStep | null;
  status: OnboardingStatus;
  missing: string[];
  resumeStep: OnboardingStep | null;
  /** Who the guided tour greets (spec: the profile identifier and names). */
  guide: GuideSubject;
}

interface Me {
  identifier: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * A provider page's onboarding state: the step in the address and the progress the API derives from
 * what they saved. Null when the API cannot say (the page then shows without the onboarding frame).
 */
export async function loadOnboarding(
  api: ApiClient,
  request: Request,
  me: Me,
): Promise<OnboardingView | null> {
  const { data } = await api.GET("/v1/provider/onboarding").catch(() => ({ data: undefined }));
  if (!data) return null;
  return {
    step: parseStep(new URL(request.url).searchParams.get("step")),
    status: data.data.status,
    missing: data.data.missing,
    resumeStep: parseStep(data.data.resumeStep),
    guide: { identifier: me.identifier, firstName: me.firstName ?? "", lastName: me.lastName ?? "" },
  };
}
