import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import {
  APPROVAL_PROVIDER,
  apiLogin,
  book,
  bookingForm,
  instantProvider,
  newClient,
  payloadBase,
  type Signed,
  slotsAhead,
} from "./booking-api.ts";
import { expect, test } from "./fixtures.ts";
import { signIn, signInByPost } from "./session.ts";
import { shot } from "./shots.ts";
import { SITES } from "./sites.ts";

// Issue 13, the pages after booking (docs/decisions/021-booking.md): bookings are made through the
// API by clients signed up in each test, on slots a week or more ahead, then each page is checked in
// the browser at 1280 px (desktop project) and 375 px (mobile project, which also fails any page that
// scrolls sideways).

type Site = (typeof SITES)[number];

/** A second person's browser (the provider answering, say), at the same width. */
async function asSomeoneElse(browser: Browser, page: Page, site: Site, email: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const other = await context.newPage();
  await signIn(other, site.url, email);
  return { page: other, close: () => context.close() };
}

for (const site of SITES) {
  test.describe(`${site.name}: pages after booking`, () => {
    test("the payment page shows what is owed, the sessions, the hold's countdown and the terms; Cancel booking withdraws it", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const client = await newClient(request, site, "pay");
      const provider = await instantProvider(request, client, site);
      const created = await book(
        request,
        client,
        { ...payloadBase(provider.form), providerIdentifier: provider.id },
        { slots: provider.slots },
      );
      expect(created.status).toBe("awaiting_payment");
      await signInByPost(page, site.url, client.email);
      await page.goto(`${site.url}/payment/${created.identifier}`);
      await expect(page.getByRole("heading", { level: 1, name: /^Your booking with / })).toBeVisible();
      await expect(page.getByText(/^This time is held for you until /)).toBeVisible();
      const timer = page.getByRole("timer");
      await expect(timer).toHaveText(/^(10|09):\d\d$/);
      // It ticks in the browser.
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? "");
      await expect(page.getByTestId("sessions").locator("time")).toHaveCount(1);
      await expect(page.getByTestId("times-zone")).toContainText("Times are shown in ");
      await expect(page.getByTestId("booking-total")).toHaveText(/\d|Free/);
      const terms = page.getByTestId("cancellation");
      const feeText = await page.getByTestId("booking-total").textContent();
      // A free session (the provider's fee may be 0) has nothing to charge, paid or not.
      if (feeText === "Free") await expect(terms).toContainText("You can cancel free of charge.");
      else {
        await expect(terms).toContainText("Nothing has been paid yet, so cancelling now costs nothing.");
        await expect(terms).toContainText(
          /Free cancellation until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M\./,
        );
        await expect(terms).toContainText(/After that, cancelling a session costs .+\./);
      }
      // Paying itself is booking-payment.spec.ts: here, the button says what it charges.
      await expect(
        page.getByTestId("pay-form").getByRole("button", { name: /^(Pay |Confirm booking$)/ }),
      ).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("link", { name: "Cancel booking" }).click();
      await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Yes, cancel booking" }).click();
      await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary?done=cancel`);
      await expect(page.getByText("The booking was cancelled.")).toBeVisible();
      await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
      await expect(page.getByTestId("session-1")).toContainText("Cancelled by the client");
      // The payment page of a cancelled booking leads to its summary.
      await page.goto(`${site.url}/payment/${created.identifier}`);
      await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary`);
    });

    test("a course's payment page lists each session and the total, and at 0 the slot is released", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const client = await newClient(request, site, "series");
      const provider = await instantProvider(request, client, site);
      const created = await book(
        request,
        client,
        { ...payloadBase(provider.form), providerIdentifier: provider.id },
        { slots: provider.slots, count: 2, series: true },
      );
      await signInByPost(page, site.url, client.email);
      // The browser's clock, so the ten minutes pass at once.
      await page.clock.install();
      await page.goto(`${site.url}/payment/series/${created.seriesIdentifier}`);
      await expect(page.getByText(/^These times are held for you until /)).toBeVisible();
      await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(2);
      await expect(page.getByTestId("session-2").locator("time")).toBeVisible();
      await expectAccessible(page);
      await page.clock.fastForward("10:05");
      await expect(page.getByRole("timer")).toHaveCount(0);
      await expect(page.getByText("This time was released")).toBeVisible();
      await expect(page.getByRole("link", { name: "Choose a time again" })).toHaveAttribute(
        "href",
        `/booking/${provider.id}`,
      );
      await expect(page.getByTestId("countdown-announcement")).toHaveText("The hold has ended.");
      // Nothing is held any more, so there is nothing to cancel.
      await expect(page.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
      await expectAccessible(page);
    });

    test("a request waits for the approval provider, who accepts it on the summary; the request then links to payment", async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const client = await newClient(request, site, "request");
      const approver = await apiLogin(request, APPROVAL_PROVIDER);
      const form = await bookingForm(request, client, approver.id);
      expect(form.provider.acknowledgeBooking).toBe(true);
      const created = await book(
        request,
        client,
        { ...payloadBase(form), providerIdentifier: approver.id },
        { slots: await slotsAhead(request, approver.id, 8) },
      );
      expect(created.status).toBe("pending_approval");

      await signIn(page, site.url, client.email);
      const requestPage = `${site.url}/booking/request/${created.seriesIdentifier}`;
      await page.goto(requestPage);
      await expect(page.getByTestId("request-state")).toContainText(/^Waiting for .+ to answer/);
      // When an unanswered request expires, in the viewer's words (decision 038).
      await expect(page.getByTestId("request-expiry")).toHaveText(
        /^If .+ has not answered by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M, the request expires and the times are open to others again\.$/,
      );
      await shot(page, site.name, "booking-request-waiting");
      await expectAccessible(page);
      // The payment page of a waiting request is the request page.
      await page.goto(`${site.url}/payment/${created.identifier}`);
      await expect(page).toHaveURL(requestPage);

      const provider = await asSomeoneElse(browser, page, site, APPROVAL_PROVIDER);
      await provider.page.goto(`${site.url}/booking/${created.identifier}/summary`);
      await expect(provider.page.getByTestId("booking-status")).toHaveText("Waiting for approval");
      await expect(provider.page.getByRole("heading", { name: /is waiting for your answer$/ })).toBeVisible();
      await expectAccessible(provider.page);
      await provider.page.getByRole("button", { name: "Accept" }).click();
      await expect(provider.page.getByText("Request accepted.")).toBeVisible();
      await expect(provider.page.getByTestId("booking-status")).toHaveText("Awaiting payment");
      await expect(provider.page.getByRole("button", { name: "Accept" })).toHaveCount(0);
      await provider.close();

      await page.goto(requestPage);
      await expect(page.getByTestId("request-state")).toContainText(/accepted your request/);
      const owed = page.getByRole("link", { name: "See what you owe" });
      await expect(owed).toHaveAttribute("href", `/payment/${created.identifier}`);
      await owed.click();
      await expect(page).toHaveURL(`${site.url}/payment/${created.identifier}`);
      await expect(page.getByRole("timer")).toBeVisible();
    });

    test("a schedule-later session gets its time from the summary's Schedule form", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const client = await newClient(request, site, "later");
      const provider = await instantProvider(request, client, site);
      const created = await book(request, client, {
        ...payloadBase(provider.form),
        providerIdentifier: provider.id,
      });
      await signInByPost(page, site.url, client.email);
      await page.goto(`${site.url}/booking/${created.identifier}/summary`);
      await expect(page.getByTestId("session-1")).toContainText("To be scheduled");
      await expectAccessible(page);
      const select = page.getByLabel("Open times");
      // A week or more ahead, never the provider's first open time.
      const ahead = new Set(provider.slots.map((s) => s.identifier));
      const values = await select
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      const choices = values.filter((v) => ahead.has(v));
      expect(choices.length).toBeGreaterThan(0);
      await select.selectOption(choices[Math.floor(Math.random() * choices.length)] ?? "");
      await page.getByRole("button", { name: "Schedule" }).click();
      await expect(page.getByText("Session scheduled.")).toBeVisible();
      await expect(page.getByTestId("session-1").locator("time")).toBeVisible();
      await expect(page.getByLabel("Open times")).toHaveCount(0);
    });

    test("a provider initiates a session: confirmation, summary, calendar file, the client's overview link, a provider's cancellation costs nothing", async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const client: Signed = await newClient(request, site, "initiated");
      const approver = await apiLogin(request, APPROVAL_PROVIDER);
      // A provider initiates only for a client who booked them (issue 27): the client asks first.
      const asked = await book(
        request,
        client,
        { ...payloadBase(await bookingForm(request, client, approver.id)), providerIdentifier: approver.id },
        { slots: await slotsAhead(request, approver.id, 14) },
      );
      expect(asked.status).toBe("pending_approval");
      const form = await bookingForm(request, approver, client.id);
      const created = await book(
        request,
        approver,
        { ...payloadBase(form), clientIdentifier: client.id },
        { slots: await slotsAhead(request, approver.id, 9) },
      );
      expect(created.status).toBe("confirmed");

      await signInByPost(page, site.url, APPROVAL_PROVIDER);
      await page.goto(`${site.url}/appointment/confirmation/${created.identifier}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Session initiated for Ife Booker");
      await expectAccessible(page);
      await page.getByRole("link", { name: "View the summary of session 1" }).click();
      await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary`);
      await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
      await expect(page.getByTestId("cancellation")).toContainText("Cancelling costs your client nothing.");
      const calendar = page.getByRole("link", { name: "Add to calendar" });
      const ics = await page.request.get(`${site.url}${await calendar.getAttribute("href")}`);
      expect(ics.status()).toBe(200);
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      expect(await ics.text()).toContain("BEGIN:VCALENDAR");
      const download = page.waitForEvent("download");
      await calendar.click();
      expect((await download).suggestedFilename()).toMatch(/\.ics$/);
      await expectAccessible(page);

      // The client finds it in the overview's upcoming list, linked to the same summary.
      const theClient = await asSomeoneElse(browser, page, site, client.email);
      const link = theClient.page.getByTestId("upcoming").getByRole("link");
      await expect(link).toHaveAttribute("href", `/booking/${created.identifier}/summary`);
      await link.click();
      await expect(theClient.page.getByTestId("booking-status")).toHaveText("Confirmed");
      await expect(theClient.page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
      await expectAccessible(theClient.page);
      await theClient.close();

      // The provider cancels: no fee for the client.
      await page.getByRole("link", { name: "Cancel booking" }).click();
      await page.getByRole("button", { name: "Yes, cancel booking" }).click();
      await expect(page.getByText("The booking was cancelled.")).toBeVisible();
      await expect(page.getByTestId("session-1")).toContainText("Cancelled by the therapist");
      await expect(page.getByTestId("session-1")).not.toContainText("Late cancellation fee");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the payment page shows the time left from the server, and Cancel booking works", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const site = SITES[0];
    const client = await newClient(request, site, "nojs");
    const provider = await instantProvider(request, client, site);
    const created = await book(
      request,
      client,
      { ...payloadBase(provider.form), providerIdentifier: provider.id },
      { slots: provider.slots },
    );
    await signInByPost(page, site.url, client.email);
    await page.goto(`${site.url}/payment/${created.identifier}`);
    await expect(page.getByRole("timer")).toHaveText(/^(10|09):\d\d$/);
    await page.getByRole("link", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page).toHaveURL(`${site.url}/booking/${created.identifier}/summary?done=cancel`);
    await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  });
});
