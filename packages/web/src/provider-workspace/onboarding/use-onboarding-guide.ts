import { useEffect } from "react";
import type { GuideSubject } from "./onboarding-guide.ts";

/**
 * Loads the onboarding guide's script (driver.js and its styles) only for a signed-in provider with a
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
    void import("./onboarding-guide.ts").then((guide) => {
      if (!cancelled) guide.startOnboardingGuide({ identifier, firstName, lastName });
    });
    return () => {
      cancelled = true;
    };
  }, [identifier, firstName, lastName]);
}
