import type { OnboardingStep } from "@marketplace/domain/onboarding";
import { Button } from "@marketplace/ui/button";
import { tWorkspace } from "../../i18n/index.ts";
import * as css from "./onboarding.css.ts";
import { backHref, nextHref } from "./onboarding-paths.ts";

/**
 * Back and 'Next Step' as links, for a step whose forms save on their own (credentials: each upload is
 * saved as it is sent), so moving on saves nothing more.
 */
export function StepLinks({ step }: { step: OnboardingStep }) {
  return (
    <div className={css.actions}>
      <Button href={backHref(step)} tone="secondary">
        {tWorkspace("fees.back")}
      </Button>
      <Button href={nextHref(step)}>{tWorkspace("fees.nextStep")}</Button>
    </div>
  );
}
