import { nextStep, type OnboardingStep, previousStep } from "@marketplace/domain/onboarding";

/**
 * Where each onboarding step is shown: the `step` query parameter on the route that owns the step's
 * form (spec: "a step query parameter on the current route"), so onboarding and the later settings
 * share one form and one action per task.
 */
export const STEP_PATH: Record<OnboardingStep, string> = {
  one: "/profile",
  two: "/profile",
  three: "/credentials",
  fee: "/profile",
  four: "/availability",
  five: "/overview",
};

export const stepHref = (step: OnboardingStep): string => `${STEP_PATH[step]}?step=${step}`;

/** Where 'Next Step' leads after a save; after the last step, the overview. */
export const nextHref = (step: OnboardingStep): string => {
  const next = nextStep(step);
  return next ? stepHref(next) : "/overview";
};

/** Where 'Back' leads; from the first step, the overview. */
export const backHref = (step: OnboardingStep): string => {
  const previous = previousStep(step);
  return previous ? stepHref(previous) : "/overview";
};
