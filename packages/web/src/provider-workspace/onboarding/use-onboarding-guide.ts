import driverStyles from "driver.js/dist/driver.css?url";
import { useEffect } from "react";
import type { GuideSubject } from "./onboarding-guide.ts";

/**
 * Loads the onboarding guide's script (driver.js) and its stylesheet only for a signed-in provider with a
 * profile identifier, and starts it with their identifier and names (spec section 4). Everyone else
 * never downloads it.
 */
export function useOnboardingGuide(subject: GuideSubject | null): void {
  const identifier = subject?.identifier;
  const firstName = subject?.firstName ?? "";
  const lastName = subject?.lastName ?? "";
  useEffect(() => {
    if (!identifier) return;
    let cancelled = false;
    void Promise.all([import("./onboarding-guide.ts"), loadStyles()]).then(([guide]) => {
      if (!cancelled) void guide.startOnboardingGuide({ identifier, firstName, lastName });
    });
    return () => {
      cancelled = true;
    };
  }, [identifier, firstName, lastName]);
}

/**
 * driver.js's stylesheet as a file of its own, linked when the tour starts: imported as CSS it would
 * join the one stylesheet every page blocks on (docs/decisions/020-onboarding.md).
 */
function loadStyles(): Promise<void> {
  if (document.querySelector("link[data-guide-styles]")) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = driverStyles;
    link.dataset.guideStyles = "";
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
