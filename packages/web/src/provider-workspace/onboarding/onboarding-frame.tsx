import { ONBOARDING_STEPS, type OnboardingStep, progress, STEP_TASK } from "@marketplace/domain/onboarding";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { tOnboarding as t } from "../../i18n/index.ts";
import * as css from "./onboarding.css.ts";
import type { OnboardingView } from "./onboarding.server.ts";
import { stepHref } from "./onboarding-paths.ts";
import { useOnboardingGuide } from "./use-onboarding-guide.ts";

export interface OnboardingFrameProps {
  onboarding: OnboardingView & { step: OnboardingStep };
  /** The step's form. */
  children: ReactNode;
}

/**
 * Onboarding around one step's form: where the provider is, what is done, and links to every step
 * (each a plain link, so the steps work without JavaScript and in any order).
 */
export function OnboardingFrame({ onboarding, children }: OnboardingFrameProps) {
  useOnboardingGuide(onboarding.guide);
  const { step, status } = onboarding;
  const { done, total } = progress(status);
  const number = ONBOARDING_STEPS.indexOf(step) + 1;
  return (
    <Stack gap="6">
      <Card as="section" aria-labelledby="onboarding-title">
        <Stack gap="4">
          <Stack gap="2">
            <Heading level={1} size="lg" id="onboarding-title">
              {t("title")}
            </Heading>
            <Text tone="muted">{t("intro")}</Text>
            <Text size="sm" data-testid="onboarding-progress">
              {t("progress", { done, total })}
            </Text>
          </Stack>
          <nav aria-label={t("stepsLabel")} data-guide="steps">
            <ol className={css.steps}>
              {ONBOARDING_STEPS.map((s) => {
                const finished = status[STEP_TASK[s]];
                return (
                  <li key={s} className={s === step ? `${css.step} ${css.current}` : css.step}>
                    <Link href={stepHref(s)} variant="subtle" aria-current={s === step ? "step" : undefined}>
                      {t(`steps.${s}`)}
                    </Link>
                    <span className={finished ? css.done : css.state}>
                      {finished ? t("done") : t("toDo")}
                    </span>
                  </li>
                );
              })}
            </ol>
          </nav>
        </Stack>
      </Card>
      <section aria-labelledby="onboarding-step-title" data-guide="panel">
        <Stack gap="4">
          <Heading level={2} size="md" id="onboarding-step-title">
            {t("stepHeading", { number, total: ONBOARDING_STEPS.length, name: t(`steps.${step}`) })}
          </Heading>
          {children}
        </Stack>
      </section>
    </Stack>
  );
}

/** The frame's props when the page is in onboarding (a `step` in its address), else null. */
export const inOnboarding = (
  onboarding: OnboardingView | null,
): (OnboardingView & { step: OnboardingStep }) | null =>
  onboarding?.step ? (onboarding as OnboardingView & { step: OnboardingStep }) : null;
