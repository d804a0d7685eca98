import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { seriousOn } from "./axe.ts";
import { apiFor, initiateSession, newBookableProvider, type Person, signUp } from "./booking-people.ts";
import { expect, overflowOf, test } from "./fixtures.ts";
import { liveStreamReady, watchLiveStream } from "./live.ts";
import { mailTo } from "./mail.ts";
import { logIn, signIn } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 15, notifications (spec sections 3, 4, 7, 8; docs/decisions/029-notifications.md): a client
// and a provider of this test's own. The provider recommends providers to the client a dozen times (one
// notification each) so the bell shows '9+' and the list has two pages; an item's link marks it read
// and opens its target; the bell marks all read; a new notification reaches the badge live; the email
// preferences save; the emailed unsubscribe link works without JavaScript. 1280 px and 375 px.

type Site = (typeof SITES)[number];

/** No serious axe violation and no sideways scroll on the page as it is now. */
async function checkPage(page: Page, label: string) {
  expect((await seriousOn(page)).map((v) => `${label} ${v}`)).toEqual([]);
  expect(await overflowOf(page)).toBeNull();
}

/** Another browser shaped like this project's, with or without JavaScript. */
async function otherPage(browser: Browser, info: TestInfo, javaScriptEnabled: boolean) {
  const { viewport, isMobile, hasTouch, userAgent } = info.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, javaScriptEnabled });
  return context.newPage();
}

const auth = (who: Person) => ({ Authorization: `Bearer ${who.token}` });

async function unreadOf(request: APIRequestContext, who: Person): Promise<number> {
  const res = await request.get(`${API}/v1/notification/unread-count`, { headers: auth(who) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** A listed provider of the site's country other than `not`, to recommend. */
async function listedProvider(request: APIRequestContext, site: Site, not: string): Promise<string> {
  const res = await request.get(`${API}/v1/providers?country=${site.country}`);
  expect(res.status()).toBe(200);
  const cards = ((await res.json()) as { data: { objectID: string }[] }).data;
  const other = cards.find((c) => c.objectID !== not);
  if (!other) throw new Error(`no listed provider in ${site.country}`);
  return other.objectID;
}

/** The provider recommends someone to the session's client: one notification for the client. */
async function recommend(request: APIRequestContext, provider: Person, sessionId: string, who: string) {
  const res = await request.post(`${API}/v1/booking/${sessionId}/recommendation`, {
    headers: auth(provider),
    data: { providerIdentifiers: [who] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The newest unsubscribe link emailed to this address. */
async function unsubscribeLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const m of await mailTo(to)) {
        link = m.text.match(/https?:\/\/\S+\/unsubscribe\?token=[^\s>)\]]+/)?.[0];
        if (link) return link;
      }
      return undefined;
    })
    .toBeTruthy();
  return link ?? "";
}

const bell = (page: Page) => page.getByTestId("notifications-bell");

for (const site of SITES) {
  test(`${site.name}: the bell, the list and its pages, an item's link, email preferences and unsubscribe`, async ({
    page,
    browser,
    playwright,
  }, info) => {
    test.setTimeout(180_000);
    const request = await apiFor(playwright);
    const provider = await newBookableProvider(request, site, "notif-provider");
    const client = await signUp(request, site, "notif-client", "client", {
      firstName: "Tobi",
      lastName: "Bell",
    });
    const session = await initiateSession(request, provider, client, { daysAhead: 2 });
    const other = await listedProvider(request, site, provider.id);
    for (let i = 0; i < 12; i++) await recommend(request, provider, session.identifier, other);
    const made = await unreadOf(request, client);
    expect(made).toBeGreaterThanOrEqual(12);

    await signIn(page, site.url, client.email);
    await expect(bell(page)).toContainText("9+");
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${made} unread notifications`);

    // The list: ten a page, unread marked for eyes and for screen readers, the spec's label.
    await page.goto(`${site.url}/notifications`);
    const items = page.getByTestId("notification");
    await expect(items).toHaveCount(10);
    await expect(items.first()).toHaveAttribute("data-read", "false");
    await expect(items.first().getByRole("heading")).toHaveText(/^Unread: .*recommended providers for you/);
    await expect(items.first().getByRole("button", { name: "view recommended provider" })).toBeVisible();
    await shot(page, site.name, "notifications");
    await checkPage(page, "/notifications");

    // Paging works as plain links.
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(`${site.url}/notifications?page=2`);
    await expect(items).toHaveCount(made - 10);

    // An item's link marks that one read and opens its target.
    await items.first().getByRole("button", { name: "view recommended provider" }).click();
    await expect(page).toHaveURL(`${site.url}/recommended-provider/${session.identifier}`);
    expect(await unreadOf(request, client)).toBe(made - 1);

    // Without JavaScript the bell is a plain link: it opens the page and marks nothing.
    const plain = await otherPage(browser, info, false);
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto(`${site.url}/overview`);
    await bell(plain).click();
    await expect(plain).toHaveURL(`${site.url}/notifications`);
    await expect(plain.getByTestId("notification").first()).toHaveAttribute("data-read", "false");
    expect(await unreadOf(request, client)).toBe(made - 1);

    // With it, the bell zeroes the badge, marks all read and lands on /notifications.
    await page.goto(`${site.url}/overview`);
    await expect(bell(page)).toContainText("9+");
    await bell(page).click();
    await expect(page).toHaveURL(`${site.url}/notifications`);
    await expect(bell(page).locator("output")).toHaveCount(0);
    await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(0);
    expect(await unreadOf(request, client)).toBe(0);
    await shot(page, site.name, "notifications-read");

    // On /notifications the bell does nothing.
    await bell(page).click();
    await expect(page).toHaveURL(`${site.url}/notifications`);

    // A new notification reaches the badge live, without a reload.
    await watchLiveStream(page);
    await page.goto(`${site.url}/overview`);
    await liveStreamReady(page);
    await recommend(request, provider, session.identifier, other);
    await expect(bell(page).locator("output")).toHaveText("1", { timeout: 5000 });

    // On /notifications a new one joins the list without a reload (and nothing is marked read).
    await page.goto(`${site.url}/notifications`);
    const unreadItems = page.locator('[data-testid="notification"][data-read="false"]');
    await expect(unreadItems).toHaveCount(1);
    await recommend(request, provider, session.identifier, other);
    await expect(unreadItems).toHaveCount(2);
    await expect(bell(page).locator("output")).toHaveText("2");

    // A public page's header has the same bell (its code, TanStack Query with it, loads after the
    // page's): the session's count, live, and a click that marks all read.
    await page.goto(`${site.url}/`);
    await expect(bell(page).locator("output")).toHaveText("2");
    await liveStreamReady(page);
    await recommend(request, provider, session.identifier, other);
    await expect(bell(page).locator("output")).toHaveText("3", { timeout: 5000 });
    await bell(page).click();
    await expect(page).toHaveURL(`${site.url}/notifications`);
    await expect(bell(page).locator("output")).toHaveCount(0);
    expect(await unreadOf(request, client)).toBe(0);

    // Email preferences on /profile: one checkbox per kind, saved, kept.
    await page.goto(`${site.url}/profile`);
    const form = page.getByRole("region", { name: "Email notifications" });
    const recommendations = form.getByRole("checkbox", { name: "Providers recommended to you" });
    await expect(recommendations).toBeChecked();
    await expect(form.getByRole("checkbox")).toHaveCount(5);
    await form.getByRole("checkbox", { name: "New messages" }).uncheck();
    await form.getByRole("button", { name: "Save email preferences" }).click();
    await expect(form.getByText("Your email preferences are saved.")).toBeVisible();
    await shot(page, site.name, "profile-email");
    await checkPage(page, "/profile");
    await page.reload();
    await expect(form.getByRole("checkbox", { name: "New messages" })).not.toBeChecked();
    await expect(recommendations).toBeChecked();

    // The emailed unsubscribe link, without JavaScript: one button, then what was turned off.
    const link = await unsubscribeLink(client.email);
    expect(new URL(link).pathname).toBe("/unsubscribe");
    await plain.context().close();
    const anon = await otherPage(browser, info, false);
    await anon.goto(`${site.url}/unsubscribe${new URL(link).search}`);
    await anon.getByRole("button", { name: "Unsubscribe" }).click();
    const done = /You will no longer get emails about: Providers recommended to you/;
    await expect(anon.getByText(done)).toBeVisible();
    await expect(anon.getByRole("link", { name: "Go to your profile" })).toHaveAttribute(
      "href",
      "/profile#email-notifications",
    );
    // The same link again in the script's browser (axe needs it): the page before and after the button.
    await page.goto(`${site.url}/unsubscribe${new URL(link).search}`);
    await shot(page, site.name, "unsubscribe");
    await checkPage(page, "/unsubscribe");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText(done)).toBeVisible();
    await shot(page, site.name, "unsubscribe-done");
    await checkPage(page, "/unsubscribe done");
    await page.goto(`${site.url}/profile`);
    await expect(recommendations).not.toBeChecked();

    // A forged token: the API's message.
    await anon.goto(`${site.url}/unsubscribe?token=${client.id}-recommendations-forged`);
    await anon.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(anon.getByText("This unsubscribe link is not valid.")).toBeVisible();
    // A link cut short of its token says so at once, with no button to press.
    await anon.goto(`${site.url}/unsubscribe`);
    await expect(anon.getByText("This unsubscribe link is not valid.")).toBeVisible();
    await expect(anon.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

    // The provider's side: a message from the client is a notification whose link opens the conversation.
    const sent = await request.post(`${API}/v1/messages`, {
      headers: auth(client),
      multipart: { receiver: provider.id, message: "Hello from Tobi" },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    const theirs = await otherPage(browser, info, true);
    await signIn(theirs, site.url, provider.email);
    await expect(bell(theirs).locator("output")).toBeVisible();
    await theirs.goto(`${site.url}/notifications`);
    const message = theirs.getByTestId("notification").filter({ hasText: "sent you a message" });
    await expect(message).toHaveAttribute("data-read", "false");
    await message.getByRole("button", { name: "open conversation" }).click();
    await expect(theirs).toHaveURL(`${site.url}/messages/${client.id}`);
    await expect(theirs.getByTestId("thread")).toContainText("Hello from Tobi");
    await theirs.context().close();

    // Someone with no notifications yet, without the script: the empty state.
    const fresh = await signUp(request, site, "notif-fresh", "client", { firstName: "Nia", lastName: "New" });
    await logIn(anon, site.url, fresh.email);
    await expect(anon).toHaveURL(`${site.url}/overview`);
    await anon.goto(`${site.url}/notifications`);
    await expect(anon.getByText("No notifications yet")).toBeVisible();
    await anon.context().close();
  });
}
