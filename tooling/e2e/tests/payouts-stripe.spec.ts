// Issue 31: a UK provider sets up payouts through Stripe Connect Express — the e2e API pays pounds and
// dollars out through the Stripe stand-in (playwright.config.ts, decision 062), whose hosted onboarding
// page enables payouts and sends the signed account.updated.

import { expectAccessible } from "./axe.ts";
import { apiFor, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { stableLayout } from "./settle.ts";
import { GLOBAL } from "./sites.ts";

test.describe("global: payouts through Stripe", () => {
  test("a UK provider connects through the Stripe stand-in and comes back ready to be paid", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const request = await apiFor(playwright);
    // A provider in the United Kingdom (signed up on the global site with country GB) is paid in
    // pounds: /earnings shows 'Payouts in GBP'.
    const uk = { ...GLOBAL, country: "GB" } as unknown as typeof GLOBAL;
    const provider = await signUp(request, uk, "payout-stripe-p", "provider", {
      firstName: "Ada",
      lastName: "Connect",
    });
    await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: GLOBAL.url }]);
    await logIn(page, GLOBAL.url, provider.email);
    await expect(page).toHaveURL(`${GLOBAL.url}/overview`);
    await page.goto(`${GLOBAL.url}/earnings`);

    const section = page.locator("#payouts-GBP");
    await expect(section.getByRole("heading", { level: 2, name: "Payouts in GBP" })).toBeVisible();
    await expect(page.getByTestId("withdraw-blocked-GBP")).toHaveText(
      "Add a payout account before withdrawing",
    );
    await stableLayout(page);
    await expectAccessible(page);

    // 'Set up payouts' posts, the site sends the browser to the stand-in's onboarding page.
    await section.getByRole("button", { name: "Set up payouts" }).click();
    await expect(page).not.toHaveURL(new RegExp(`^${GLOBAL.url}`));
    await page.getByRole("button", { name: "Complete onboarding" }).click();

    // Back on /earnings with ?stripe=return: the status line, then the account is ready once the
    // stand-in's account.updated webhook has arrived (payouts_enabled).
    await expect(page).toHaveURL(new RegExp(`${GLOBAL.url}/earnings\\?stripe=return`));
    await expect(
      page.getByText("Welcome back. Once Stripe has confirmed your details, payouts are ready here."),
    ).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("payout-account-GBP")).toContainText("Payouts are ready");
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId("withdraw-blocked-GBP")).toHaveText(
      "You can withdraw once your available balance reaches £10.",
    );
    await stableLayout(page);
    await expectAccessible(page);

    // An expired link brings the provider back with ?stripe=refresh: said plainly.
    await page.goto(`${GLOBAL.url}/earnings?stripe=refresh`);
    await expect(
      page.getByText("That setup link has expired. Choose 'Finish setting up' to get a new one."),
    ).toBeVisible();
  });
});
