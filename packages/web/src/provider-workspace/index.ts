// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { CANCELLATION_POLICY_PATH } from "./cancellation-policy/policy-path.ts";
export { withCredentialsLink } from "./credentials/nav-link.ts";
export { FeeEditor } from "./fees/fee-editor.tsx";
export { FEES_PANEL, FeesCard } from "./fees/fees-card.tsx";
export { inOnboarding, OnboardingFrame } from "./onboarding/onboarding-frame.tsx";
export { backHref, nextHref } from "./onboarding/onboarding-paths.ts";
export { ReviewStep, SetupCard } from "./onboarding/review-step.tsx";
export { EarningsCard } from "./overview/earnings-card.tsx";
export { ProviderPreferencesForm } from "./preferences/provider-preferences-form.tsx";
export { ProfileInfoForm } from "./profile-info/profile-info-form.tsx";
export type { HiddenNoticeWords } from "./visibility/hidden-notice.tsx";
export { VisibilityCard } from "./visibility/visibility-card.tsx";
export type { FormResult } from "./workspace-result.ts";
