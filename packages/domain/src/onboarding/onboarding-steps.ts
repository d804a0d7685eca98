/**
 * Provider onboarding (spec section 2, screens 16 and 17): a `step` query parameter on the current
 * route walks a new provider through profile, preferences, credentials, fees, availability and
 * publishing. Step 'three' comes before the fee step and 'four' after it; the fee step itself is
 * 'fee' (the fee editor in onboarding mode: its back button returns to 'three', 'Next Step' saves
 * and goes to 'four').
 */
export const ONBOARDING_STEPS = ["one", "two", "three", "fee", "four", "five"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What each step completes. */
export const ONBOARDING_TASKS = [
  "profile",
  "preferences",
  "credentials",
  "fees",
  "availability",
  "publish",
] as const;
export type OnboardingTask = (typeof ONBOARDING_TASKS)[number];

export const STEP_TASK: Record<OnboardingStep, OnboardingTask> = {
  one: "profile",
  two: "preferences",
  three: "credentials",
  fee: "fees",
  four: "availability",
  five: "publish",
};

/** Which tasks are done, as the API derives them from the provider's saved data. */
export type OnboardingStatus = Record<OnboardingTask, boolean>;

/** The tasks a provider must finish before their profile can be published (all but publishing itself). */
export const REQUIRED_TASKS = ONBOARDING_TASKS.filter((task) => task !== "publish");

/** The step named by a query value; anything else is no step (the overview without onboarding). */
export function parseStep(value: string | null | undefined): OnboardingStep | null {
  return (ONBOARDING_STEPS as readonly string[]).includes(value ?? "") ? (value as OnboardingStep) : null;
}

/** The step that completes a task. */
export const stepOfTask = (task: OnboardingTask): OnboardingStep =>
  ONBOARDING_STEPS.find((step) => STEP_TASK[step] === task) ?? "one";

/** The tasks still to do before publishing, in the order of the steps. */
export function missingTasks(status: OnboardingStatus): OnboardingTask[] {
  return REQUIRED_TASKS.filter((task) => !status[task]);
}

/** Every required task is done: the profile may be published. */
export const canPublish = (status: OnboardingStatus): boolean => missingTasks(status).length === 0;

/**
 * Where a provider coming back resumes: the first unfinished step, the publish step once everything
 * else is done, and no step at all for a published profile.
 */
export function resumeStep(status: OnboardingStatus): OnboardingStep | null {
  const [first] = missingTasks(status);
  if (first) return stepOfTask(first);
  return status.publish ? null : "five";
}

/** The step after this one ('five' is the last). */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before this one ('one' has none); from the fee step it is 'three'. */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1] ?? null;
}

/** The progress shown beside the steps: tasks done out of all of them. */
export function progress(status: OnboardingStatus): { done: number; total: number } {
  return { done: ONBOARDING_TASKS.filter((task) => status[task]).length, total: ONBOARDING_TASKS.length };
}

/** The API's answers about publishing (the task names go in `errors`, worded by the screens). */
export const ONBOARDING_MESSAGES = {
  published: "Profile Published Successfully",
  notReady: "Finish setting up your profile before you publish it.",
  showBeforePublish: "Publish your profile before showing it to clients.",
  /** Issue 32: publishing waits for staff to approve a licence that has not expired. */
  licenceNotVerified: "Our team is checking your licence. You can publish your profile once it is verified.",
} as const;
