import type { Locator, Page } from "@playwright/test";

/** The sign-up form's two boxes (issue 28), by their labels. */
export const consentBoxes = (scope: Page | Locator) => ({
  terms: scope.getByLabel("I agree to the Terms of Service and the Privacy Policy"),
  health: scope.getByLabel(/^I explicitly consent to Tranquil processing health information/),
});

/** Ticks both, as anyone who signs up does. */
export async function giveConsent(scope: Page | Locator) {
  const boxes = consentBoxes(scope);
  await boxes.terms.check();
  await boxes.health.check();
}
