import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { newClient, type Signed } from "./booking-api.ts";
import { expect, test } from "./fixtures.ts";
import { signIn, signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 14, the wallet's screens (docs/decisions/023-ledger-and-payments.md): a client of each test's
// own tops up through the sandbox checkout, reads their history and a receipt, at 1280 px (desktop
// project) and 375 px (mobile project, which also fails any page that scrolls sideways).

type Site = (typeof SITES)[number];

const amounts = {
  global: {
    typed: "25.50",
    shown: "$25.50",
    zero: "$0",
    tooSmall: "4.99",
    min: "$5",
    back: "10.50",
    backShown: "$10.50",
    left: "$15",
  },
  nigeria: {
    typed: "1,250",
    shown: "₦1,250",
    zero: "₦0",
    tooSmall: "99",
    min: "₦100",
    back: "250",
    backShown: "₦250",
    left: "₦1,000",
  },
} as const;

/** The top-up form, opened the way the site opens it: inline (global) or in a dialog (Nigeria). */
async function openTopUp(page: Page, site: Site) {
  await page.getByRole("button", { name: "Top Up" }).click();
  const scope =
    site.name === "nigeria"
      ? page.getByRole("dialog", { name: "Top up your wallet" })
      : page.getByRole("main");
  await expect(scope.getByRole("button", { name: "Proceed" })).toBeVisible();
  return scope;
}

/** A top-up started through the API, left pending at the sandbox checkout. */
async function startTopUp(request: APIRequestContext, client: Signed, site: Site, amount: number) {
  const res = await request.post(`${API}/v1/payment/top-up`, {
    headers: { Authorization: `Bearer ${client.token}`, "Idempotency-Key": randomUUID() },
    data: { amount, site: site.url },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { metadata: { authorizationUrl: string }; payment: { reference: string } };
}

for (const site of SITES) {
  const money = amounts[site.name];

  test.describe(`${site.name}: wallet`, () => {
    test("a client tops up through the checkout, sees 'Payment successful!' and the new balance, then the history and the receipt", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const client = await newClient(request, site, "wallet");
      await signIn(page, site.url, client.email);
      await expect(page.getByTestId("wallet-balance")).toHaveText(money.zero);

      const form = await openTopUp(page, site);
      await shot(page, site.name, site.name === "nigeria" ? "overview-dialog" : "overview-form");
      await expectAccessible(page);
      // The domain's rules, beside the field.
      await form.getByLabel(/^Amount/).fill(money.tooSmall);
      await form.getByRole("button", { name: "Proceed" }).click();
      await expect(form.getByText(`The smallest top-up is ${money.min}`)).toBeVisible();

      await form.getByLabel(/^Amount/).fill(money.typed);
      await form.getByRole("button", { name: "Proceed" }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole("button", { name: /^Approve payment/ }).click();

      await expect(page).toHaveURL(new RegExp(`^${site.url}/overview\\?reference=`));
      await expect(page.getByText("Payment successful!")).toBeVisible();
      await expect(page.getByTestId("wallet-balance")).toHaveText(money.shown);
      await shot(page, site.name, "overview-success");

      await page.goto(`${site.url}/wallet`);
      await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
      const line = page.getByTestId("transactions").getByRole("listitem");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText("Wallet top-up");
      await expect(line).toContainText(`+${money.shown}`);
      await shot(page, site.name, "history");
      await expectAccessible(page);

      await line.getByRole("link", { name: /^View receipt: Wallet top-up/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${site.url}/wallet/receipt/tq-`));
      await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
      await expect(page.getByTestId("receipt-amount")).toHaveText(money.shown);
      await expect(page.getByTestId("receipt-reference")).toHaveText(/^tq-/);
      await shot(page, site.name, "receipt");
      await expectAccessible(page);

      // Some of it goes back to the card: the wallet holds the rest, the history says so.
      const refund = page.getByRole("region", { name: "Send money back to your card" });
      await expect(refund.getByLabel(/^Amount to send back/)).toHaveValue(money.shown.replace(/[^\d.]/g, ""));
      await refund.getByLabel(/^Amount to send back/).fill(money.back);
      await refund.getByRole("button", { name: "Send back to my card" }).click();
      await expect(
        page.getByText(`${money.backShown} is on its way back to your card or account.`),
      ).toBeVisible();
      await expect(page.getByTestId("receipt-refunded")).toHaveText(money.backShown);
      await expectAccessible(page);
      await page.goto(`${site.url}/wallet`);
      await expect(page.getByTestId("transactions")).toContainText("Refund to your card or account");
      await page.goto(`${site.url}/overview`);
      await expect(page.getByTestId("wallet-balance")).toHaveText(money.left);
    });

    test("a declined top-up shows 'Payment failed. Please try again.' and leaves the balance", async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const client = await newClient(request, site, "declined");
      await signIn(page, site.url, client.email);
      const form = await openTopUp(page, site);
      await form.getByLabel(/^Amount/).fill(money.typed);
      await form.getByRole("button", { name: "Proceed" }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole("button", { name: "Decline payment" }).click();
      await expect(page).toHaveURL(new RegExp(`^${site.url}/overview\\?reference=`));
      await expect(page.getByText("Payment failed. Please try again.")).toBeVisible();
      await expect(page.getByTestId("wallet-balance")).toHaveText(money.zero);
    });

    // Issue 28: cancelling the checkout said 'Payment failed'.
    test("a cancelled top-up says it was cancelled, not failed, and leaves the balance", async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const client = await newClient(request, site, "cancelled");
      await signIn(page, site.url, client.email);
      const form = await openTopUp(page, site);
      await form.getByLabel(/^Amount/).fill(money.typed);
      await form.getByRole("button", { name: "Proceed" }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole("button", { name: "Cancel payment" }).click();
      await expect(page).toHaveURL(new RegExp(`^${site.url}/overview\\?reference=`));
      await expect(page.getByText("Payment cancelled. You were not charged.")).toBeVisible();
      await expect(page.getByText("Payment failed. Please try again.")).toHaveCount(0);
      await expect(page.getByTestId("wallet-balance")).toHaveText(money.zero);
      await shot(page, site.name, "top-up-cancelled");
    });

    test("while the payment is pending the page is busy and asks again every 5 s until it succeeds", async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const client = await newClient(request, site, "pending");
      const started = await startTopUp(request, client, site, 500_000);
      await signInByPost(page, site.url, client.email);
      await page.goto(`${site.url}/overview?reference=${started.payment.reference}`);
      const busy = page.getByTestId("payment-pending");
      await expect(busy).toBeVisible();
      await expect(busy.getByRole("status")).toHaveText("Checking your payment");
      await shot(page, site.name, "busy");
      await expectAccessible(page);
      const approved = await request.post(started.metadata.authorizationUrl, {
        form: { decision: "approve" },
        maxRedirects: 0,
      });
      expect(approved.status()).toBe(303);
      // The next poll (5 s) finds it paid, with no reload of the page.
      await expect(page.getByText("Payment successful!")).toBeVisible({ timeout: 12_000 });
      await expect(busy).toHaveCount(0);
      await expect(page.getByTestId("wallet-balance")).not.toHaveText(money.zero);
    });

    test("a new client's history is empty", async ({ page, request }) => {
      const client = await newClient(request, site, "history");
      await signInByPost(page, site.url, client.email);
      await page.goto(`${site.url}/wallet`);
      await expect(page.getByText("No Transaction History", { exact: true })).toBeVisible();
      await expect(page.getByText("You have no transaction history yet.")).toBeVisible();
      await shot(page, site.name, "history-empty");
      await expectAccessible(page);
    });

    test("the top-up form works with JavaScript off", async ({ browser, request }) => {
      test.setTimeout(60_000);
      const client = await newClient(request, site, "nojs");
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await signIn(page, site.url, client.email);
        await page.getByRole("link", { name: "Top Up" }).click();
        await expect(page).toHaveURL(`${site.url}/overview?topup=1#top-up`);
        const form = page.locator("#top-up");
        await form.getByLabel(/^Amount/).fill("abc");
        await form.getByRole("button", { name: "Proceed" }).click();
        await expect(
          page.getByText("Please enter the amount in numbers, such as 5,000 or 25.50"),
        ).toBeVisible();
        await page
          .locator("#top-up")
          .getByLabel(/^Amount/)
          .fill(money.typed);
        await page.locator("#top-up").getByRole("button", { name: "Proceed" }).click();
        await page.waitForURL(/\/sandbox\/checkout\//);
        await page.getByRole("button", { name: /^Approve payment/ }).click();
        await expect(page).toHaveURL(new RegExp(`^${site.url}/overview\\?reference=`));
        await expect(page.getByText("Payment successful!")).toBeVisible();
        await expect(page.getByTestId("wallet-balance")).toHaveText(money.shown);
      } finally {
        await context.close();
      }
    });
  });
}

// Spec screen 2: "Users in Nigeria (country NG) get a top-up dialog instead of the inline amount form"
// — the person's country decides, not the site they happen to use (issue 25).
test.describe("the top-up form follows the client's country, not the site", () => {
  for (const [site, country, form] of [
    [SITES[0], "NG", "dialog"],
    [SITES[1], "GB", "inline"],
  ] as const) {
    test(`a client in ${country} on the ${site.name} site gets the ${form} form`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const client = await newClient(request, site, `topup-${country.toLowerCase()}`, country);
      await signIn(page, site.url, client.email);
      await page.getByRole("button", { name: "Top Up" }).click();
      const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
      if (form === "dialog") {
        await expect(dialog.getByRole("button", { name: "Proceed" })).toBeVisible();
      } else {
        await expect(page.getByRole("main").getByRole("button", { name: "Proceed" })).toBeVisible();
        await expect(dialog).toHaveCount(0);
      }
      await shot(page, site.name, `overview-${country.toLowerCase()}-client`);
      await expectAccessible(page);
    });
  }
});
