import { ACCOUNT_SUSPENDED } from "@marketplace/domain/accounts";
import { formatAmount } from "@marketplace/domain/money";
import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { apiFor, bookAndPaySession, newBookableProvider, signUp } from "./booking-people.ts";
import { expect, overflowOf, test } from "./fixtures.ts";
import { logIn, signIn, signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { API, GLOBAL, NIGERIA, SITES } from "./sites.ts";
import { signInStaffPage } from "./staff-people.ts";

// Issue 32's support and audit screens (docs/decisions/059-staff-console.md): staff find an account,
// refund a paid session, suspend and restore an account, and read what they did in the audit log.
// Every test that changes something makes its own people, so tests running beside it are unaffected.

/** Staff in a browser of their own, signed in on the console (global site). */
async function staffConsole(browser: Browser) {
  const context = await browser.newContext({ viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  await signInStaffPage(page);
  return { page, close: () => context.close() };
}

/** Support's search: the account found by its email, then opened. */
async function openAccount(page: Page, email: string, name: string) {
  await page.goto(`${GLOBAL.url}/staff/users`);
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await page.getByLabel("Email or identifier").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(`${GLOBAL.url}/staff/users?q=${encodeURIComponent(email)}`);
  await page.getByTestId("support-results").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

for (const site of SITES) {
  test(`${site.name}: staff find a client, cancel their paid session on their behalf and refund part of it to the card, which the client's receipt shows`, async ({
    browser,
    page,
    playwright,
  }, testInfo) => {
    // A provider and a client of its own, a paid session, and staff's steps: slow under load.
    test.setTimeout(240_000);
    const api = await apiFor(playwright);
    const tag = `${site.name}-${testInfo.project.name}-${Date.now()}`;
    const provider = await newBookableProvider(api, site, `support-p-${tag}`);
    const lastName = `Refundee${Math.random().toString(36).slice(2, 8)}`;
    const client = await signUp(api, site, `support-c-${tag}`, "client", { firstName: "Ife", lastName });
    const session = await bookAndPaySession(api, provider, client, { daysAhead: 8 });
    const view = await api.get(`${API}/v1/booking/${session.identifier}`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    const { totalBookingFee: fee, currency } = (await view.json()) as {
      totalBookingFee: number;
      currency: string;
    };
    expect(fee).toBeGreaterThan(0);
    const name = `Ife ${lastName}`;

    const staff = await staffConsole(browser);
    await openAccount(staff.page, client.email, name);
    const account = staff.page.getByTestId("support-account");
    await expect(account).toContainText(client.email);
    await expect(account).toContainText("Client");
    await expect(account).toContainText(
      `${site.country} (${site.name === "global" ? "Global site" : "Nigerian site"})`,
    );
    await expect(staff.page.getByTestId("support-status")).toHaveText("Active");
    await expect(staff.page.getByRole("region", { name: "Bookings" })).toContainText(session.identifier);
    await expectAccessible(staff.page);
    await shot(staff.page, "global", `staff-user-${site.name}`);
    expect(await overflowOf(staff.page)).toBeNull();

    // The session is cancelled on the client's behalf (its fee goes to their wallet, as when they cancel).
    await staff.page.getByRole("link", { name: `Cancel session ${session.identifier}` }).click();
    const panel = staff.page.getByTestId("support-action");
    await expect(panel.getByRole("heading", { name: `Cancel session ${session.identifier}` })).toBeFocused();
    await expect(panel.getByLabel("Client")).toBeChecked();
    await panel
      .getByLabel("Reason (recorded in the audit log)")
      .fill("The client asked support to cancel (e2e).");
    await panel.getByRole("button", { name: "Continue" }).click();
    await expect(panel).toContainText(`Cancel session ${session.identifier} on behalf of the client?`);
    await panel.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Session ${session.identifier} cancelled.` }),
    ).toBeVisible();

    // Part of the payment goes back to the card: a wrong amount is refused beside the field first.
    const refundLink = staff.page.getByRole("link", { name: /^Refund payment / });
    const reference = ((await refundLink.getAttribute("aria-label")) ?? "").replace("Refund payment ", "");
    await refundLink.click();
    await expect(panel.getByRole("heading", { name: `Refund payment ${reference}` })).toBeFocused();
    const amount = panel.getByLabel(`Amount to refund (${currency})`);
    await expect(amount).toHaveValue((fee / 100).toFixed(2));
    const reason = panel.getByLabel("Reason (recorded in the audit log)");
    await reason.fill("Goodwill refund agreed with the client (e2e).");
    await amount.fill("twelve");
    await panel.getByRole("button", { name: "Continue" }).click();
    await expect(panel.getByText("Enter an amount such as 12.50")).toBeVisible();
    await panel.getByLabel(`Amount to refund (${currency})`).fill(((fee + 1) / 100).toFixed(2));
    await panel.getByRole("button", { name: "Continue" }).click();
    await expect(
      panel.getByText(`At most ${formatAmount(fee, currency, "en-US")} can be refunded from this payment`),
    ).toBeVisible();
    await expectAccessible(staff.page);
    await shot(staff.page, "global", `staff-refund-error-${site.name}`);
    expect(await overflowOf(staff.page)).toBeNull();
    const part = Math.floor(fee / 2);
    await panel.getByLabel(`Amount to refund (${currency})`).fill((part / 100).toFixed(2));
    await panel.getByRole("button", { name: "Continue" }).click();
    await expect(panel).toContainText(
      `Refund ${formatAmount(part, currency, "en-US")} of payment ${reference} to ${name}'s card or account?`,
    );
    await expect(panel).toContainText("Reason: Goodwill refund agreed with the client (e2e).");
    await shot(staff.page, "global", `staff-refund-confirm-${site.name}`);
    expect(await overflowOf(staff.page)).toBeNull();
    await panel.getByRole("button", { name: "Confirm refund" }).click();
    await expect(
      staff.page.getByRole("status").filter({ hasText: `Refund sent for payment ${reference}.` }),
    ).toBeVisible();
    await expect(staff.page.getByTestId("refunded")).toHaveText(formatAmount(part, currency, "en-US"));
    await staff.close();

    // The client's receipt of the card payment says what went back to the card.
    await signInByPost(page, site.url, client.email);
    await page.goto(`${site.url}/wallet/receipt/${reference}`);
    await expect(page.getByTestId("receipt-refunded")).toHaveText(formatAmount(part, currency, site.locale));
  });
}

test("staff suspend a fresh account: its session ends and its sign-in is refused; restored, it signs in again; the audit log lists both", async ({
  browser,
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(150_000);
  const api = await apiFor(playwright);
  const lastName = `Paused${Math.random().toString(36).slice(2, 8)}`;
  const user = await signUp(api, GLOBAL, `suspend-${testInfo.project.name}-${Date.now()}`, "client", {
    firstName: "Sam",
    lastName,
  });
  const name = `Sam ${lastName}`;
  // The user is signed in, in their own browser.
  await signInByPost(page, GLOBAL.url, user.email);
  await page.goto(`${GLOBAL.url}/overview`);
  await expect(page).toHaveURL(`${GLOBAL.url}/overview`);

  const staff = await staffConsole(browser);
  await openAccount(staff.page, user.email, name);
  await staff.page.getByRole("link", { name: "Suspend account" }).click();
  const panel = staff.page.getByTestId("support-action");
  await expect(panel.getByRole("heading", { name: "Suspend account" })).toBeFocused();
  // The reason is required: the browser's check keeps the form here.
  await panel.getByRole("button", { name: "Continue" }).click();
  await expect(panel.getByRole("button", { name: "Confirm suspension" })).toHaveCount(0);
  await panel.getByLabel("Reason (recorded in the audit log)").fill("Chargeback under investigation (e2e).");
  await panel.getByRole("button", { name: "Continue" }).click();
  await expect(panel).toContainText(`Suspend ${name}'s account? They are signed out everywhere at once.`);
  await panel.getByRole("button", { name: "Confirm suspension" }).click();
  await expect(
    staff.page
      .getByRole("status")
      .filter({ hasText: "Account suspended: it is signed out everywhere and cannot sign in." }),
  ).toBeVisible();
  await expect(staff.page.getByTestId("support-status")).toContainText("Suspended since");

  // Their open session has ended, and signing in again is refused with the reason.
  await page.goto(`${GLOBAL.url}/overview`);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await logIn(page, GLOBAL.url, user.email);
  await expect(page.getByText(ACCOUNT_SUSPENDED)).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await shot(page, "global", "login-suspended");

  // Restored: they sign in again.
  await staff.page.getByRole("link", { name: "Restore account" }).click();
  await panel.getByLabel("Reason (recorded in the audit log)").fill("Investigation closed, no fault (e2e).");
  await panel.getByRole("button", { name: "Continue" }).click();
  await panel.getByRole("button", { name: "Confirm restore" }).click();
  await expect(
    staff.page.getByRole("status").filter({ hasText: "Account restored: it can sign in again." }),
  ).toBeVisible();
  await expect(staff.page.getByTestId("support-status")).toHaveText("Active");
  await signIn(page, GLOBAL.url, user.email);

  // The audit log, filtered by whose data (the form is a GET: the filters are in the URL).
  await staff.page.getByRole("link", { name: "Audit log", exact: true }).click();
  await expect(staff.page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await staff.page.getByLabel("Whose data", { exact: true }).fill(user.email);
  await staff.page.getByRole("button", { name: "Filter" }).click();
  await expect(staff.page).toHaveURL(new RegExp(`[?&]subject=${encodeURIComponent(user.email)}`));
  const entries = staff.page.getByRole("region", { name: "Audit entries" });
  await expect(entries.getByRole("row", { name: /staff\.account\.suspend/ })).toContainText(
    "Chargeback under investigation (e2e).",
  );
  await expect(entries.getByRole("row", { name: /staff\.account\.restore/ })).toContainText(
    "Investigation closed, no fault (e2e).",
  );
  await expect(entries.getByRole("row", { name: /staff\.user\.view/ }).first()).toBeVisible();
  await expectAccessible(staff.page);
  await shot(staff.page, "global", "staff-audit");
  expect(await overflowOf(staff.page)).toBeNull();
  // Narrowed to one action, by the URL alone.
  await staff.page.goto(
    `${GLOBAL.url}/staff/audit?${new URLSearchParams({ subject: user.id, action: "staff.account.suspend" })}`,
  );
  await expect(staff.page.getByTestId("audit-count")).toHaveText("1 entry");
  await expect(staff.page.getByLabel("What (action)")).toHaveValue("staff.account.suspend");
  await staff.close();
});

test("the Nigerian site has no staff console: its not-found page", async ({ page }) => {
  for (const path of ["/staff", "/staff/login", "/staff/users", "/staff/audit"]) {
    const response = await page.goto(`${NIGERIA.url}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
  }
});

test("a client and a provider get nothing under /staff, on the site or from the API", async ({
  browser,
  playwright,
}) => {
  const api = await apiFor(playwright);
  const tag = `${test.info().project.name}-${Date.now()}`;
  for (const role of ["client", "provider"] as const) {
    const person = await signUp(api, GLOBAL, `staff-refused-${role}-${tag}`, role, {
      firstName: "Nia",
      lastName: `Outsider${Math.random().toString(36).slice(2, 8)}`,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByPost(page, GLOBAL.url, person.email);
    for (const path of ["/staff", "/staff/users", `/staff/users/${person.id}`, "/staff/audit"]) {
      const response = await page.goto(`${GLOBAL.url}${path}`);
      expect(response?.status(), `${role} ${path}`).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    }
    for (const path of [`/v1/staff/users?q=${encodeURIComponent(person.email)}`, "/v1/staff/audit"]) {
      const res = await api.get(`${API}${path}`, { headers: { Authorization: `Bearer ${person.token}` } });
      expect(res.status(), `${role} ${path}`).toBe(403);
    }
    await context.close();
  }
});

test("the support and audit screens are accessible and fit the screen, for the demo client's record", async ({
  browser,
}) => {
  const staff = await staffConsole(browser);
  await staff.page.goto(`${GLOBAL.url}/staff/users?q=client.uk%40demo.tranquil.example`);
  await expectAccessible(staff.page);
  await shot(staff.page, "global", "staff-search");
  expect(await overflowOf(staff.page)).toBeNull();
  await staff.page.getByTestId("support-results").getByRole("link").first().click();
  await expect(staff.page.getByRole("heading", { level: 2, name: "Payments" })).toBeVisible();
  await expectAccessible(staff.page);
  await shot(staff.page, "global", "staff-user-demo");
  expect(await overflowOf(staff.page)).toBeNull();
  // Every table scrolls inside its own named box, reachable with the keyboard.
  for (const name of ["Bookings", "Payments", "Ledger lines"]) {
    const box = staff.page.getByRole("region", { name });
    if ((await box.count()) > 0) await expect(box).toHaveAttribute("tabindex", "0");
  }
  await staff.page.goto(`${GLOBAL.url}/staff/audit`);
  await expectAccessible(staff.page);
  await shot(staff.page, "global", "staff-audit-all");
  expect(await overflowOf(staff.page)).toBeNull();
  await staff.close();
});
