// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { CANCELLATION_POLICY_PATH } from "./cancellation-policy/policy-path.ts";
export { inOnboarding, OnboardingFrame } from "./onboarding/onboarding-frame.tsx";
export { ReviewStep, SetupCard } from "./onboarding/review-step.tsx";
export { EarningsCard } from "./overview/earnings-card.tsx";
export type { HiddenNoticeWords } from "./visibility/hidden-notice.tsx";
