import driverStyles from "driver.js/dist/driver.css?url";
import { useEffect } from "react";
import type { GuideSubject } from "./onboarding-guide.ts";

type Guide = typeof import("./onboarding-guide.ts");
let guide: Promise<Guide> | null = null;

/** The guide's script and stylesheet, fetched once per page load however often it is asked for. */
function loadGuide(): Promise<Guide> {
  guide ??= Promise.all([import("./onboarding-guide.ts"), loadStyles()]).then(([module]) => module);
  return guide;
}

/**
 * Loads the onboarding guide's script (driver.js) and its stylesheet only for a signed-in provider with a
 * profile identifier, and starts it with their identifier and names (spec section 4). Everyone else
 * never downloads it.
 *
 * The download starts while the page hydrates (during render, in the browser), not after it (in the
 * effect): issue 28 found the tour starting late, because its script was only requested once the whole
 * page had hydrated and run its effects, and then had to arrive before anything showed. Now it arrives
 * alongside hydration and the tour starts as soon as the page is usable.
 */
export function useOnboardingGuide(subject: GuideSubject | null): void {
  const identifier = subject?.identifier;
  const firstName = subject?.firstName ?? "";
  const lastName = subject?.lastName ?? "";
  if (identifier && typeof document !== "undefined") void loadGuide();
  useEffect(() => {
    if (!identifier) return;
    let cancelled = false;
    void loadGuide().then((module) => {
      if (!cancelled) void module.startOnboardingGuide({ identifier, firstName, lastName });
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
