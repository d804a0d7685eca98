import { splitFee } from "@marketplace/domain/ledger";
import { formatAmount } from "@marketplace/domain/money";
import { transferFee } from "@marketplace/domain/payouts";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import {
  apiFor,
  bookAndPaySession,
  newBookableProvider,
  type ProviderSetup,
  signUp,
} from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { fromThisMachine } from "./mail.ts";
import { logIn, PASSWORD } from "./session.ts";
import { stableLayout } from "./settle.ts";
import { shot } from "./shots.ts";
import { API, NIGERIA } from "./sites.ts";

// Issue 31's payouts on /earnings (docs/decisions/057-payouts.md): a Nigerian provider of the test's own
// (so no other spec's balances move) with a session a client booked, paid and that took place; the dev
// tool completes it and dates its earning back past the clearing period (`?cleared=1`), so it can be
// withdrawn now. Payouts go through the API's sandbox payout gateway (the e2e API runs no Paystack): it
// resolves any 10-digit number not starting 000 to 'SANDBOX ACCOUNT <last four>' and pays a transfer at
// once, so the payout arrives (paid) as the confirmation answers. The Paystack stand-in's webhooks are
// the API's tests' (apps/api/src/payments/payouts/payouts.test.ts).

const FEE = 1_000_000; // newBookableProvider's Individual Therapy fee (bookAndPaySession books it).
const money = (minor: number) => formatAmount(minor, "NGN", NIGERIA.locale);

/** A provider with one session's earning cleared and available to withdraw. */
async function providerWithEarnings(request: APIRequestContext, label: string): Promise<ProviderSetup> {
  const provider = await newBookableProvider(request, NIGERIA, `payout-p-${label}`);
  const client = await signUp(request, NIGERIA, `payout-c-${label}`, "client", {
    firstName: "Bisi",
    lastName: "Payer",
  });
  const session = await bookAndPaySession(request, provider, client, { daysAhead: 1 });
  await fromThisMachine(async (api) => {
    const done = await api.post(`${API}/dev/booking/${session.identifier}/complete?cleared=1`, {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    expect(done.status(), await done.text()).toBe(200);
    expect(((await done.json()) as { status: string }).status).toBe("completed");
  });
  return provider;
}

const axe = async (page: Page) => {
  await stableLayout(page);
  await expectAccessible(page);
};

async function signedIn(page: Page, provider: ProviderSetup) {
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: NIGERIA.url }]);
  await logIn(page, NIGERIA.url, provider.email);
  await expect(page).toHaveURL(`${NIGERIA.url}/overview`);
  await page.goto(`${NIGERIA.url}/earnings`);
}

async function noScriptPage(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize(), javaScriptEnabled: false });
  await context.addCookies([{ name: "cookie-consent", value: "essential", url: NIGERIA.url }]);
  return context.newPage();
}

test.describe("nigeria: payouts", () => {
  test("a Nigerian provider adds a bank account, withdraws part of the balance and sees the payout arrive", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const request = await apiFor(playwright);
    const provider = await providerWithEarnings(request, "js");
    const share = splitFee(FEE).provider;
    await signedIn(page, provider);

    // The balances, from the ledger: all of the session's share cleared, nothing paid yet.
    const section = page.locator("#payouts-NGN");
    await expect(section.getByRole("heading", { level: 2, name: "Payouts in NGN" })).toBeVisible();
    await expect(page.getByTestId("payout-available-NGN")).toHaveText(money(share));
    await expect(page.getByTestId("payout-pending-NGN")).toHaveText(money(0));
    await expect(section.getByText("Clears 3 days after the session")).toBeVisible();
    await expect(page.getByTestId("withdraw-blocked-NGN")).toHaveText(
      "Add a payout account before withdrawing",
    );
    await expect(page.getByText("No payouts yet.")).toBeVisible();
    await axe(page);
    await shot(page, "nigeria", "payouts-new");

    // The bank account: choose the bank, the number resolves to the bank's name for the account, and
    // the password saves it.
    const bank = section.getByRole("combobox", { name: "Bank" });
    await bank.fill("Guaranty");
    await page.getByRole("option", { name: "Guaranty Trust Bank" }).click();
    await section.getByLabel("Account number").fill("0123456789");
    await section.getByRole("button", { name: "Check account" }).click();
    await expect(page.getByTestId("resolved-account-name")).toHaveText("SANDBOX ACCOUNT 6789");
    await axe(page);
    await section.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await section.getByRole("button", { name: "Save bank account" }).click();
    await expect(page.getByText("Your payout account is saved.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("payout-account-NGN")).toContainText("SANDBOX ACCOUNT 6789");
    await expect(page.getByTestId("payout-account-NGN")).toContainText("Guaranty Trust Bank ••••6789");
    // The first account pays at once: no hold.
    await expect(page.getByText("Payouts on hold")).toHaveCount(0);

    // More than is available is refused at the field, the amount kept.
    const amount = section.getByLabel("Amount to withdraw (NGN)");
    await expect(amount).toHaveValue(String(share / 100));
    await amount.fill(String(share / 100 + 1));
    await section.getByRole("button", { name: "Review withdrawal" }).click();
    await expect(section.getByText("You cannot withdraw more than your available balance")).toBeVisible();
    await expect(amount).toHaveValue(String(share / 100 + 1));

    // Part of it: the review shows the fee and what arrives, and the confirmation says it.
    const part = 500_000;
    const fee = transferFee(part, "NGN");
    await amount.fill("5,000");
    await section.getByRole("button", { name: "Review withdrawal" }).click();
    await expect(page.getByTestId("withdraw-fee-NGN")).toHaveText(`−${money(fee)}`);
    await expect(page.getByTestId("withdraw-arrives-NGN")).toHaveText(money(part - fee));
    await axe(page);
    await shot(page, "nigeria", "payouts-review");
    await section.getByRole("button", { name: `Confirm: ${money(part - fee)} will arrive` }).click();

    // The sandbox pays at once: the payout has arrived.
    // A money write, then the page read again (its loader asks the API seven things): give it time.
    await expect(page.getByText("Your withdrawal has been paid.")).toBeVisible({ timeout: 15_000 });
    const row = page.getByTestId("payout-history").getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(money(part));
    await expect(row).toContainText(`Fee ${money(fee)}`);
    await expect(row).toContainText(`Arrives ${money(part - fee)}`);
    await expect(row).toContainText(/Reference payout-[0-9a-z]{26}/);
    await expect(page.getByTestId("payout-available-NGN")).toHaveText(money(share - part));
    await expect(page.getByTestId("payout-paidOut-NGN")).toHaveText(money(part));
    await expect(page.getByTestId("payout-onItsWay-NGN")).toHaveText(money(0));

    // Weekly payouts instead of withdrawing by hand.
    await section.getByRole("radio", { name: /Every week/ }).check();
    await section.getByRole("button", { name: "Save schedule" }).click();
    await expect(page.getByText("Your payout schedule is saved.")).toBeVisible();
    await expect(section.getByRole("radio", { name: /Every week/ })).toBeChecked();
    await axe(page);
    await shot(page, "nigeria", "payouts-paid");
  });

  test("without JavaScript, the bank account is resolved then saved, and a withdrawal reviewed then confirmed", async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const request = await apiFor(playwright);
    const provider = await providerWithEarnings(request, "nojs");
    const share = splitFee(FEE).provider;
    const noScript = await noScriptPage(browser, page);
    await logIn(noScript, NIGERIA.url, provider.email);
    await expect(noScript).toHaveURL(`${NIGERIA.url}/overview`);
    await noScript.goto(`${NIGERIA.url}/earnings`);
    const section = noScript.locator("#payouts-NGN");

    // A wrong number first: the bank's refusal is said, and the form is there to try again.
    await section.getByLabel("Bank").selectOption({ label: "Access Bank" });
    await section.getByLabel("Account number").fill("0009990001");
    await section.getByRole("button", { name: "Check account" }).click();
    await expect(
      noScript.getByText("We could not find an account with this number at this bank"),
    ).toBeVisible();

    await noScript.locator("#payouts-NGN").getByLabel("Bank").selectOption({ label: "Access Bank" });
    await noScript.locator("#payouts-NGN").getByLabel("Account number").fill("2233445566");
    await noScript.locator("#payouts-NGN").getByRole("button", { name: "Check account" }).click();
    await expect(noScript.getByTestId("resolved-account-name")).toHaveText("SANDBOX ACCOUNT 5566");
    // A wrong password is said at its field, and the resolved account stays.
    await noScript.locator("#payouts-NGN").getByLabel("Password", { exact: true }).fill("not-the-password");
    await noScript.locator("#payouts-NGN").getByRole("button", { name: "Save bank account" }).click();
    await expect(noScript.getByText("The password is not correct")).toBeVisible();
    await expect(noScript.getByTestId("resolved-account-name")).toHaveText("SANDBOX ACCOUNT 5566");
    await noScript.locator("#payouts-NGN").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await noScript.locator("#payouts-NGN").getByRole("button", { name: "Save bank account" }).click();
    await expect(noScript.getByText("Your payout account is saved.")).toBeVisible();
    await expect(noScript.getByTestId("payout-account-NGN")).toContainText("Access Bank ••••5566");

    // The whole balance (the field's first value): reviewed, then confirmed.
    const fee = transferFee(share, "NGN");
    await noScript.locator("#payouts-NGN").getByRole("button", { name: "Review withdrawal" }).click();
    await expect(noScript.getByTestId("withdraw-arrives-NGN")).toHaveText(money(share - fee));
    await noScript
      .locator("#payouts-NGN")
      .getByRole("button", { name: `Confirm: ${money(share - fee)} will arrive` })
      .click();
    await expect(noScript.getByText("Your withdrawal has been paid.")).toBeVisible();
    await expect(noScript.getByTestId("payout-history")).toContainText("Paid");
    await expect(noScript.getByTestId("payout-available-NGN")).toHaveText(money(0));
    await expect(noScript.getByTestId("withdraw-blocked-NGN")).toHaveText(
      `You can withdraw once your available balance reaches ${money(100_000)}.`,
    );
    await noScript.context().close();
  });
});
