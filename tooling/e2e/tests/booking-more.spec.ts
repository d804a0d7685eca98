import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { apiFor, initiateSession, newBookableProvider, type Person, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { mailTo } from "./mail.ts";
import { logIn } from "./session.ts";
import { API, SITES } from "./sites.ts";

// Issue 13's follow-ups to a booking: an invitee answers the invitation emailed to them, a provider lets
// the client reschedule and the client moves the session, a provider recommends other providers and
// the client sees them. Each test signs up its own provider and clients, with sessions a week or more
// ahead, so the runs (both sites, both widths, in parallel) never touch each other's or the demo data.

/** A signed-in browser page of its own for this person (same width as the test's). */
async function pageOf(browser: Browser, like: Page, base: string, person: Person) {
  const context = await browser.newContext({
    viewport: like.viewportSize(),
    isMobile: (like.viewportSize()?.width ?? 1280) < 500,
  });
  await context.addCookies([{ name: "cookie-consent", value: "essential", url: base }]);
  const page = await context.newPage();
  await logIn(page, base, person.email);
  await expect(page).toHaveURL(`${base}/overview`);
  return page;
}

for (const site of SITES) {
  test.describe(`${site.name}: booking follow-ups`, () => {
    test("an invitee opens the emailed invitation, accepts, then declines", async ({ page, playwright }) => {
      test.setTimeout(120_000);
      const request = await apiFor(playwright);
      const provider = await newBookableProvider(request, site, `more-inv-p-${site.name}`);
      const client = await signUp(request, site, `more-inv-c-${site.name}`, "client", {
        firstName: "Chioma",
        lastName: "Inviter",
      });
      const invitee = await signUp(request, site, `more-inv-i-${site.name}`, "client", {
        firstName: "Tobi",
        lastName: "Invited",
      });
      await initiateSession(request, provider, client, { daysAhead: 8, participants: [invitee.email] });

      // The email links to the invitation on the provider's region's site.
      let link = "";
      await expect
        .poll(async () => {
          const mail = (await mailTo(invitee.email)).find((m) => m.kind === "booking-invitation");
          link = mail?.text.match(/https?:\/\/\S+\/booking\/participant\/[0-9A-Z]{26}/)?.[0] ?? "";
          return link;
        })
        .toBeTruthy();
      expect(new URL(link).origin).toBe(site.url);

      await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
      await logIn(page, site.url, invitee.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Session invitation" })).toBeVisible();
      await expect(
        page.getByText("Chioma Inviter invited you to join their session with Dr. Ada"),
      ).toBeVisible();
      await expect(page.getByTestId("invitation-sessions").locator("time")).toHaveCount(1);
      await expect(page.getByTestId("invitation-status")).toHaveText("Waiting for an answer");
      await expectAccessible(page);

      await page.getByRole("button", { name: "Accept" }).click();
      await expect(page.getByText("You accepted the invitation.")).toBeVisible();
      await expect(page.getByTestId("invitation-status")).toHaveText("Accepted");
      await page.getByRole("button", { name: "Decline" }).click();
      await expect(page.getByText("You declined the invitation.")).toBeVisible();
      await expect(page.getByTestId("invitation-status")).toHaveText("Declined");
      await expectAccessible(page);
    });

    test("a provider allows rescheduling and the client moves the session", async ({
      page,
      playwright,
      browser,
    }) => {
      test.setTimeout(120_000);
      const request = await apiFor(playwright);
      const provider = await newBookableProvider(request, site, `more-rs-p-${site.name}`);
      const client = await signUp(request, site, `more-rs-c-${site.name}`, "client", {
        firstName: "Kemi",
        lastName: "Mover",
      });
      const session = await initiateSession(request, provider, client, { daysAhead: 8 });
      const path = `/booking/${session.identifier}/reschedule`;

      // The client may not yet.
      const clientPage = await pageOf(browser, page, site.url, client);
      await clientPage.goto(`${site.url}${path}`);
      await expect(clientPage.getByRole("heading", { level: 1, name: "Reschedule a session" })).toBeVisible();
      await expect(
        clientPage.getByText("Your provider has not allowed this session to be rescheduled"),
      ).toBeVisible();
      await expect(clientPage.getByRole("radio")).toHaveCount(0);

      // The provider allows it.
      await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
      await logIn(page, site.url, provider.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(`${site.url}${path}`);
      await expect(page.getByTestId("allow-reschedule-state")).toHaveText(
        "Your client may not reschedule this session.",
      );
      // The state changes at once (optimistic); reloading before the save has answered would cancel it.
      const saved = page.waitForResponse(
        (r) => r.url().includes("/allow-reschedule") && r.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Allow rescheduling" }).click();
      await expect(page.getByTestId("allow-reschedule-state")).toHaveText(
        "Your client may reschedule this session.",
      );
      expect((await saved).status()).toBeLessThan(400);
      await page.reload();
      await expect(page.getByTestId("allow-reschedule-state")).toHaveText(
        "Your client may reschedule this session.",
      );
      await expectAccessible(page);

      // The client picks another time in the same week.
      const week = session.startTime.slice(0, 10);
      await clientPage.goto(`${site.url}${path}?from=${week}`);
      const choice = clientPage.getByRole("radio").first();
      await expect(choice).toBeVisible();
      const chosen = await choice.getAttribute("value");
      await expectAccessible(clientPage);
      await choice.check();
      await clientPage.getByRole("button", { name: "Move the session" }).click();
      await expect(clientPage.getByText(/^The session now starts /)).toBeVisible();
      await expect(clientPage.getByRole("link", { name: "View the booking" })).toHaveAttribute(
        "href",
        `/booking/${session.identifier}/summary`,
      );
      // Moved once, the permission is spent.
      await expect(
        clientPage.getByText("Your provider has not allowed this session to be rescheduled"),
      ).toBeVisible();

      const view = await request.get(`${API}/v1/booking/${session.identifier}`, {
        headers: { Authorization: `Bearer ${client.token}` },
      });
      const moved = ((await view.json()) as { bookings: { identifier: string; appointmentTime: string }[] })
        .bookings[0];
      expect(moved?.appointmentTime).not.toBe(session.startTime);
      expect(chosen).toMatch(/^[0-9A-Z]{26}$/);
      await clientPage.context().close();
    });

    test("a provider recommends providers and the client sees their cards", async ({
      page,
      playwright,
      browser,
    }) => {
      test.setTimeout(120_000);
      const request = await apiFor(playwright);
      const provider = await newBookableProvider(request, site, `more-rec-p-${site.name}`);
      const client = await signUp(request, site, `more-rec-c-${site.name}`, "client", {
        firstName: "Femi",
        lastName: "Reader",
      });
      const session = await initiateSession(request, provider, client, { daysAhead: 9 });

      await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
      await logIn(page, site.url, provider.email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(`${site.url}/booking/${session.identifier}/recommend`);
      await expect(page.getByRole("heading", { level: 1, name: "Recommend providers" })).toBeVisible();
      await expectAccessible(page);
      const options = page.getByTestId("recommend-options").getByRole("checkbox");
      await options.nth(0).check();
      await options.nth(1).check();
      await page.getByRole("button", { name: "Recommend to the client" }).click();
      await expect(page.getByText("Your recommendations were sent to the client.")).toBeVisible();

      const clientPage = await pageOf(browser, page, site.url, client);
      await clientPage.goto(`${site.url}/recommended-provider/${session.identifier}`);
      await expect(
        clientPage.getByRole("heading", { level: 1, name: "Recommended providers" }),
      ).toBeVisible();
      await expect(
        clientPage.getByText(/^Dr\. Ada Quillon\w+ recommended these providers for you\.$/),
      ).toBeVisible();
      const cards = clientPage.getByTestId("recommended-providers").getByRole("article");
      await expect(cards).toHaveCount(2);
      const profileLinks = clientPage
        .getByTestId("recommended-providers")
        .getByRole("link", { name: /^View/ });
      await expect(profileLinks).toHaveCount(2);
      await expect(profileLinks.first()).toHaveAttribute("href", /^\/provider\/[0-9A-Z]{26}$/);
      await expectAccessible(clientPage);
      await clientPage.context().close();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the invitation's answer and the reschedule switch work as plain forms", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const request = await apiFor(playwright);
    const site = SITES[0];
    const provider = await newBookableProvider(request, site, "more-nojs-p");
    const client = await signUp(request, site, "more-nojs-c", "client", {
      firstName: "Ife",
      lastName: "Plain",
    });
    const invitee = await signUp(request, site, "more-nojs-i", "client", {
      firstName: "Uche",
      lastName: "Plain",
    });
    const session = await initiateSession(request, provider, client, {
      daysAhead: 10,
      participants: [invitee.email],
    });
    const view = await request.get(`${API}/v1/booking/${session.identifier}`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    const participant = ((await view.json()) as { bookings: { participants: { identifier: string }[] }[] })
      .bookings[0]?.participants[0]?.identifier;

    await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
    await logIn(page, site.url, invitee.email);
    await page.goto(`${site.url}/booking/participant/${participant}`);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByTestId("invitation-status")).toHaveText("Accepted");

    await page.context().clearCookies();
    await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
    await logIn(page, site.url, provider.email);
    await page.goto(`${site.url}/booking/${session.identifier}/reschedule`);
    await page.getByRole("button", { name: "Allow rescheduling" }).click();
    await expect(page).toHaveURL(`${site.url}/booking/${session.identifier}/reschedule`);
    await expect(page.getByTestId("allow-reschedule-state")).toHaveText(
      "Your client may reschedule this session.",
    );
  });
});
