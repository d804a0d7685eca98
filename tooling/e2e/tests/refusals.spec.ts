import type { Browser, Page } from "@playwright/test";
import { apiFor, initiateSession, newBookableProvider, type Person, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { GLOBAL } from "./sites.ts";

/**
 * Issue 27: signed-in pages that refuse someone answered 200 with the refusal's words. They answer
 * 403 with the same page, as the not-found page answers 404 with its own.
 */
async function signedInPage(browser: Browser, like: Page, person: Person) {
  const context = await browser.newContext({ viewport: like.viewportSize() });
  await context.addCookies([{ name: "cookie-consent", value: "essential", url: GLOBAL.url }]);
  const page = await context.newPage();
  await logIn(page, GLOBAL.url, person.email);
  await expect(page).toHaveURL(`${GLOBAL.url}/overview`);
  return page;
}

test("another's client profile, reschedule, recommendation and review pages answer 403 with their refusal", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const request = await apiFor(playwright);
  const provider = await newBookableProvider(request, GLOBAL, "refuse-provider");
  const client = await signUp(request, GLOBAL, "refuse-client", "client", {
    firstName: "Ife",
    lastName: "Own",
  });
  const session = await initiateSession(request, provider, client, { daysAhead: 2 });
  const strangerProvider = await signUp(request, GLOBAL, "refuse-stranger-p", "provider", {
    firstName: "Sade",
    lastName: "Stranger",
  });
  const strangerClient = await signUp(request, GLOBAL, "refuse-stranger-c", "client", {
    firstName: "Tobi",
    lastName: "Stranger",
  });

  const asProvider = await signedInPage(browser, page, strangerProvider);
  const profile = await asProvider.goto(`${GLOBAL.url}/client/${client.id}`);
  expect(profile?.status()).toBe(403);
  await expect(asProvider.getByText("You can only see clients who booked a session with you.")).toBeVisible();
  const recommend = await asProvider.goto(`${GLOBAL.url}/booking/${session.identifier}/recommend`);
  expect(recommend?.status()).toBe(403);
  await expect(asProvider.getByText("This booking is not yours")).toBeVisible();

  const asClient = await signedInPage(browser, page, strangerClient);
  const reschedule = await asClient.goto(`${GLOBAL.url}/booking/${session.identifier}/reschedule`);
  expect(reschedule?.status()).toBe(403);
  await expect(asClient.getByText("This booking is not yours")).toBeVisible();
  const review = await asClient.goto(`${GLOBAL.url}/review/${session.identifier}`);
  expect(review?.status()).toBe(403);
  await expect(asClient.getByText("This session is not yours to review.")).toBeVisible();

  // The people the pages are for still get them with 200.
  const asOwner = await signedInPage(browser, page, client);
  expect((await asOwner.goto(`${GLOBAL.url}/booking/${session.identifier}/reschedule`))?.status()).toBe(200);
  await Promise.all([asProvider, asClient, asOwner].map((p) => p.context().close()));
});

test("a conversation with someone you share no booking with is the not-found page (404), not the error page", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const request = await apiFor(playwright);
  // Issue 28: /messages/{a provider never booked} answered 500's page, 'Something went wrong on our side'.
  const provider = await newBookableProvider(request, GLOBAL, "no-talk-provider");
  const stranger = await signUp(request, GLOBAL, "no-talk-client", "client", {
    firstName: "Kemi",
    lastName: "Stranger",
  });
  const asStranger = await signedInPage(browser, page, stranger);
  const opened = await asStranger.goto(`${GLOBAL.url}/messages/${provider.id}`);
  expect(opened?.status()).toBe(404);
  await expect(asStranger.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(asStranger.getByText("Something went wrong on our side")).toHaveCount(0);
  await asStranger.context().close();
});
