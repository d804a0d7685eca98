import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import {
  APPROVAL_PROVIDER,
  apiLogin,
  book,
  bookingForm,
  newClient,
  payloadBase,
  type Signed,
  type Slot,
  slotsAhead,
} from "./booking-api.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 28: the overview's counts open their lists on /appointments (upcoming, requests, awaiting
// payment, past, cancelled; paged; a status filter); a provider answers requests from the overview; a
// client sees an accepted request as awaiting payment, with its pay link. Checked at 1280 px (desktop
// project) and 375 px (mobile project, which also fails a page that scrolls sideways).

type Site = (typeof SITES)[number];

async function asSomeoneElse(
  browser: Browser,
  page: Page,
  site: Site,
  email: string,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: page.viewportSize(), ...options });
  const other = await context.newPage();
  await signIn(other, site.url, email);
  return { page: other, close: () => context.close() };
}

/** The row of one session in a list, found by its summary link. */
const row = (page: Page, scope: ReturnType<Page["getByTestId"]>, sessionId: string) =>
  scope.getByTestId("appointment").filter({ has: page.locator(`a[href="/booking/${sessionId}/summary"]`) });

/** A count on the overview: its name is a link to its list, its number beside it. */
const count = (page: Page, name: string) =>
  page
    .locator("dl div")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .locator("dd");

/**
 * Four of the approval provider's open times a day or more ahead, of this site's own: the global
 * site's are the first four, the Nigerian site's the next four (the other specs book that provider a
 * week or more ahead, at random). By count, not by days: a provider works three to five days a week,
 * so a window of a few days could hold fewer than four times. These requests are the provider's
 * soonest, so the overview's three include them.
 */
async function soonSlots(request: APIRequestContext, providerId: string, site: Site): Promise<Slot[]> {
  const first = site === SITES[0] ? 0 : 4;
  return (await slotsAhead(request, providerId, 1)).slice(first, first + 4);
}

for (const site of SITES) {
  test.describe(`${site.name}: appointments`, () => {
    test("a provider accepts a request from the overview and declines one from its list; the client sees each in its list", async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(180_000);
      const client: Signed = await newClient(request, site, "appointments");
      const approver = await apiLogin(request, APPROVAL_PROVIDER);
      const base = {
        ...payloadBase(await bookingForm(request, client, approver.id)),
        providerIdentifier: approver.id,
      };
      const soon = await soonSlots(request, approver.id, site);
      expect(soon.length, "open times in the window").toBeGreaterThanOrEqual(4);
      // The one to accept is the sooner: the overview lists the soonest requests first.
      const toAccept = await book(request, client, base, { slots: soon.slice(0, 2) });
      const toDecline = await book(request, client, base, { slots: soon.slice(2) });
      expect([toAccept.status, toDecline.status]).toEqual(["pending_approval", "pending_approval"]);

      // The provider's overview puts the requests first, each with Accept and Decline.
      await signIn(page, site.url, APPROVAL_PROVIDER);
      const waiting = page.getByTestId("waiting");
      await expect(waiting.getByRole("heading", { level: 2 })).toHaveText("Requests waiting for your answer");
      const request1 = row(page, waiting, toAccept.identifier);
      await expect(request1).toBeVisible();
      await shot(page, site.name, "overview-requests");
      await expectAccessible(page);
      // By keyboard: the Accept button takes the focus and Enter posts it.
      await request1.getByRole("button", { name: "Accept" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Request accepted.")).toBeVisible();
      await expect(page).toHaveURL(`${site.url}/overview?answered=accept`);
      await expect(row(page, page.locator("body"), toAccept.identifier)).toHaveCount(0);

      // 'Awaiting confirmation' opens the requests list, where the other one is declined.
      await page.getByRole("link", { name: "Awaiting confirmation", exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/appointments?list=requests`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointments");
      await expect(page.getByRole("link", { name: "Requests", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const list = page.getByTestId("appointments");
      const request2 = row(page, list, toDecline.identifier);
      await expect(request2).toContainText("Waiting for approval");
      await shot(page, site.name, "appointments-requests");
      await expectAccessible(page);
      await request2.getByRole("button", { name: "Decline" }).click();
      await expect(page.getByText("Request declined.")).toBeVisible();
      await expect(row(page, page.locator("body"), toDecline.identifier)).toHaveCount(0);
      await page.getByRole("link", { name: "Cancelled", exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/appointments?list=cancelled`);
      await expect(row(page, page.getByTestId("appointments"), toDecline.identifier)).toContainText(
        "Declined",
      );

      // The client: the accepted request is awaiting payment (not confirmation), with its pay link.
      const theClient = await asSomeoneElse(browser, page, site, client.email);
      const c = theClient.page;
      await expect(count(c, "Awaiting payment")).toHaveText("1");
      await expect(count(c, "Awaiting confirmation")).toHaveText("0");
      await expect(count(c, "Cancelled")).toHaveText("1");
      const toPay = c.getByTestId("waiting");
      await expect(toPay.getByRole("heading", { level: 2 })).toHaveText("Accepted: waiting for your payment");
      await expect(row(c, toPay, toAccept.identifier).getByRole("link", { name: "Pay now" })).toHaveAttribute(
        "href",
        `/payment/${toAccept.identifier}`,
      );
      await shot(c, site.name, "overview-client-awaiting-payment");
      await expectAccessible(c);
      await c.getByRole("link", { name: "Awaiting payment", exact: true }).click();
      await expect(c).toHaveURL(`${site.url}/appointments?list=awaiting_payment`);
      await expect(row(c, c.getByTestId("appointments"), toAccept.identifier)).toContainText(
        "Awaiting payment",
      );
      await shot(c, site.name, "appointments-client-awaiting-payment");
      await expectAccessible(c);
      await c.getByRole("link", { name: "Cancelled", exact: true }).click();
      const declined = row(c, c.getByTestId("appointments"), toDecline.identifier);
      await expect(declined).toContainText("Declined");
      // A declined booking's summary offers no cancellation: nothing left to cancel.
      await declined.getByRole("link").first().click();
      await expect(c).toHaveURL(`${site.url}/booking/${toDecline.identifier}/summary`);
      await expect(c.getByTestId("booking-status")).toHaveText("Declined");
      await expect(c.getByTestId("cancellation")).toHaveCount(0);
      await expect(c.getByText("You can cancel free of charge.")).toHaveCount(0);
      await theClient.close();
    });

    test("the appointments page pages, filters by status and answers a request without JavaScript", async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(180_000);
      const client: Signed = await newClient(request, site, "appointments-paged");
      const approver = await apiLogin(request, APPROVAL_PROVIDER);
      const asked = await book(
        request,
        client,
        { ...payloadBase(await bookingForm(request, client, approver.id)), providerIdentifier: approver.id },
        { slots: await soonSlots(request, approver.id, site) },
      );
      // The provider books a course of 12 for the client (confirmed at once); the client cancels one:
      // eleven upcoming, two pages of ten.
      const course = await book(
        request,
        approver,
        { ...payloadBase(await bookingForm(request, approver, client.id)), clientIdentifier: client.id },
        { slots: await slotsAhead(request, approver.id, 20), count: 12, series: true },
      );
      expect(course.status).toBe("confirmed");
      const cancelled = await request.post(`${API}/v1/booking/${course.identifier}/cancel`, {
        headers: { Authorization: `Bearer ${client.token}` },
      });
      expect(cancelled.status()).toBe(200);

      const noScript = await asSomeoneElse(browser, page, site, client.email, { javaScriptEnabled: false });
      const p = noScript.page;
      await expect(count(p, "Upcoming")).toHaveText("11");
      await p.getByRole("link", { name: "Upcoming", exact: true }).click();
      // Upcoming is the page's default list: its address is the plain one.
      await expect(p).toHaveURL(`${site.url}/appointments`);
      await expect(p.getByTestId("appointments-total")).toHaveText("11 sessions");
      await expect(p.getByTestId("appointments").getByTestId("appointment")).toHaveCount(10);
      await shot(p, site.name, "appointments-upcoming");
      await p.getByRole("link", { name: "Next page" }).click();
      await expect(p).toHaveURL(`${site.url}/appointments?page=2`);
      await expect(p.getByTestId("appointments").getByTestId("appointment")).toHaveCount(1);
      await expect(p.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

      // The cancelled list narrows to one status with a plain GET form.
      await p.getByRole("link", { name: "Cancelled", exact: true }).click();
      await expect(p.getByTestId("appointments").getByTestId("appointment")).toHaveCount(1);
      await p.getByLabel("Status").selectOption("declined");
      await p.getByRole("button", { name: "Show" }).click();
      await expect(p).toHaveURL(`${site.url}/appointments?list=cancelled&status=declined`);
      await expect(p.getByText("No cancelled sessions")).toBeVisible();
      await p.getByLabel("Status").selectOption("cancelled");
      await p.getByRole("button", { name: "Show" }).click();
      await expect(p).toHaveURL(`${site.url}/appointments?list=cancelled&status=cancelled`);
      await expect(row(p, p.getByTestId("appointments"), course.identifier)).toContainText("Cancelled");
      await shot(p, site.name, "appointments-cancelled-filtered");
      // The cancelled session's summary no longer says it can be cancelled free of charge.
      await p.goto(`${site.url}/booking/${course.identifier}/summary`);
      await expect(p.getByText("You can cancel free of charge.")).toHaveCount(0);
      await noScript.close();

      // The provider declines the client's request from the overview, without JavaScript.
      const provider = await asSomeoneElse(browser, page, site, APPROVAL_PROVIDER, {
        javaScriptEnabled: false,
      });
      const pending = row(provider.page, provider.page.getByTestId("waiting"), asked.identifier);
      await pending.getByRole("button", { name: "Decline" }).click();
      await expect(provider.page).toHaveURL(`${site.url}/overview?answered=decline`);
      await expect(provider.page.getByText("Request declined.")).toBeVisible();
      await expect(row(provider.page, provider.page.locator("body"), asked.identifier)).toHaveCount(0);
      await provider.close();
    });
  });
}
