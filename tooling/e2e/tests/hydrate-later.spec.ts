import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { accountMenuButton, dismissCookies, logIn, untilHydrated } from "./session.ts";
import { GLOBAL, NIGERIA } from "./sites.ts";

// The footer, the cookie banner, the header's signed-in controls, the landing pages' static parts and
// the error pages' message are not in the first-load JavaScript (packages/web/src/shell/hydrate-later.tsx):
// their server HTML stands while their code loads, and the rest of the page is interactive meanwhile.
// These hold that code back to prove it.

const LATER =
  /\/assets\/(site-footer|cookie-consent|account-controls|landing-top|error-message|filter-panel|carry-over)-[^/]*\.js$/;

/**
 * Holds every request for the later chunks (or those `chunks` names) until `release()`; collects
 * console and page errors.
 */
async function holdLaterChunks(page: Page, chunks: RegExp = LATER) {
  const held: Route[] = [];
  let released = false;
  await page.route(chunks, (route) => (released ? route.continue() : void held.push(route)));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    errors,
    held,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

for (const site of [GLOBAL, NIGERIA]) {
  test(`${site.name}: the page works while the footer's and banner's code is held back`, async ({
    page,
    isMobile,
  }) => {
    const later = await holdLaterChunks(page);
    await page.goto(site.url);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByTestId("copyright")).toContainText(site.company);
    await expect(page.getByTestId("cookie-consent")).toBeVisible();
    await expect.poll(() => later.held.length, "the later chunks are requested").toBeGreaterThan(0);

    // The header hydrated without them: its overlays open.
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
    } else {
      await page.getByRole("button", { name: /Location and language/ }).click();
      await expect(page.getByRole("dialog", { name: "Location and language" })).toBeVisible();
      await page.keyboard.press("Escape");
    }
    // Still the server's HTML, nothing dropped for a fallback.
    await expect(footer.getByTestId("offices")).toContainText("Lagos");
    await expect(page.getByTestId("cookie-consent")).toBeVisible();

    // The banner hydrates in place (in-place.ts): its server nodes are never replaced, so its text,
    // the largest of a phone's first screen on /providers, is painted once (Lighthouse's LCP).
    const text = page.getByTestId("cookie-consent").locator("p");
    await text.evaluate((node) => Object.assign(node, { fromServer: true }));

    await later.release();
    // Hydrated now: accepting happens in place (a background request, no reload of the page's data),
    // and Cookie Preferences appears in the footer at once.
    const accept = page.getByTestId("cookie-consent").getByRole("button", { name: "Accept all" });
    await untilHydrated(accept);
    expect(await text.evaluate((node) => "fromServer" in node)).toBe(true);
    await page.evaluate(() => document.body.setAttribute("data-same-page", ""));
    await accept.click();
    await expect(page.getByTestId("cookie-consent")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Cookie Preferences" })).toBeVisible();
    // The same document: no page came back.
    await expect(page.locator("body[data-same-page]")).toHaveCount(1);
    await expect(footer.getByTestId("copyright")).toContainText(site.company);
    expect(later.errors.filter((e) => /hydrat|did not match|Suspense/i.test(e))).toEqual([]);
  });
}

test("before the banner's code arrives, its buttons still record the choice (a plain form post)", async ({
  page,
  context,
}) => {
  const later = await holdLaterChunks(page);
  await page.goto(GLOBAL.url);
  await page.getByTestId("cookie-consent").getByRole("button", { name: "Essential only" }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookie-consent")?.value)
    .toBe("essential");
  await later.release();
});

// The banner hydrates in place (decision 070) from the HTML the server sent: here none, the cookie was
// there. The footer's code came first and opened it meanwhile; when the banner's code arrives, its root
// hydrates the empty HTML with the server's props, then opens, focused, without a hydration error.
test("Cookie Preferences, pressed before the banner's code arrives, opens it when the code comes", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "cookie-consent", value: "all", url: GLOBAL.url }]);
  const later = await holdLaterChunks(page, /\/assets\/cookie-consent-[^/]*\.js$/);
  await page.goto(`${GLOBAL.url}/blog`);
  const preferences = page.getByRole("contentinfo").getByRole("link", { name: "Cookie Preferences" });
  await untilHydrated(preferences);
  await expect.poll(() => later.held.length, "the banner's code is requested").toBeGreaterThan(0);
  await preferences.click();
  // Opened in the page's state; the banner's code is not here yet, so nothing shows, and the page
  // stays where it is.
  await expect(page).toHaveURL(`${GLOBAL.url}/blog`);
  await expect(page.getByTestId("cookie-consent")).toHaveCount(0);
  await later.release();
  await expect(page.getByTestId("cookie-consent")).toBeFocused();
  expect(later.errors.filter((e) => /hydrat|did not match|#4\d\d/i.test(e))).toEqual([]);
});

test("before the footer's code arrives, Cookie Preferences still opens the banner (a plain link)", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "cookie-consent", value: "all", url: GLOBAL.url }]);
  const later = await holdLaterChunks(page);
  await page.goto(`${GLOBAL.url}/blog`);
  await expect(page.getByTestId("cookie-consent")).toHaveCount(0);
  // A tap before the footer hydrates used to do nothing; the link brings the page back with the banner.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Preferences" }).click();
  await expect(page).toHaveURL(`${GLOBAL.url}/blog?cookie-preferences#cookie-consent`);
  await expect(page.getByTestId("cookie-consent")).toBeInViewport();
  await page.getByTestId("cookie-consent").getByRole("button", { name: "Essential only" }).click();
  // The plain form comes back to the page, without the parameter that opened the banner.
  await expect(page).toHaveURL(`${GLOBAL.url}/blog`);
  await expect(page.getByTestId("cookie-consent")).toHaveCount(0);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookie-consent")?.value)
    .toBe("essential");
  await later.release();
});

test("signed in, the header's account controls hydrate after their code arrives", async ({ page }) => {
  await logIn(page, GLOBAL.url, "client.uk@demo.tranquil.example");
  await expect(page).toHaveURL(`${GLOBAL.url}/overview`);
  const later = await holdLaterChunks(page);
  await page.goto(GLOBAL.url);
  // The server HTML of the bell stands while the code is held back.
  await expect(page.getByRole("link", { name: /^Notifications/ })).toBeVisible();
  await later.release();
  const trigger = accountMenuButton(page);
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  // The server's button carries the same attributes: a click before its boundary hydrated (the chunk
  // released, not yet run) would not be replayed.
  await untilHydrated(trigger);
  await trigger.click();
  await expect(page.getByRole("menuitem", { name: "Security" })).toBeVisible();
  expect(later.errors.filter((e) => /hydrat|did not match|Suspense/i.test(e))).toEqual([]);
});

test("on a service page the footer stands while the header mounts and the footer's code is held", async ({
  page,
}) => {
  const later = await holdLaterChunks(page);
  await page.goto(`${NIGERIA.url}/therapy`);
  // The service layout mounts its header on the client (spec screen 9): a re-render above the footer.
  await expect(page.getByRole("banner").getByRole("link", { name: /Home/ }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByTestId("copyright")).toContainText(NIGERIA.company);
  await later.release();
  await expect(page.getByRole("contentinfo").getByTestId("copyright")).toContainText(NIGERIA.company);
  expect(later.errors.filter((e) => /hydrat|did not match|Suspense/i.test(e))).toEqual([]);
});

test("a landing page's hero and links stand, and its header answers, while their code is held", async ({
  page,
  isMobile,
}) => {
  const later = await holdLaterChunks(page);
  await page.goto(`${GLOBAL.url}/therapists/uk/london`);
  await expect(page.getByRole("heading", { level: 1, name: "Therapists in London" })).toBeVisible();
  await expect(page.getByTestId("landing-providers").getByRole("article")).not.toHaveCount(0);
  await expect.poll(() => later.held.map((route) => route.request().url()).join(" ")).toMatch(/landing-top-/);
  // The page hydrated around the held parts: the header's overlays open.
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
  } else {
    await page.getByRole("button", { name: /Location and language/ }).click();
    await expect(page.getByRole("dialog", { name: "Location and language" })).toBeVisible();
    await page.keyboard.press("Escape");
  }
  // The hero's links are the server's HTML: a tap before their code arrives still goes there.
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "United Kingdom" })
    .click();
  await expect(page).toHaveURL(`${GLOBAL.url}/therapists/uk`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Therapists in the United Kingdom" }),
  ).toBeVisible();
  await later.release();
  expect(later.errors.filter((e) => /hydrat|did not match|Suspense/i.test(e))).toEqual([]);
});

test("text typed into the directory's search before the filters' code arrives is kept, and searched", async ({
  page,
}) => {
  const later = await holdLaterChunks(page);
  await page.goto(`${GLOBAL.url}/providers`);
  await expect
    .poll(() => later.held.map((route) => route.request().url()).join(" "))
    .toMatch(/filter-panel-/);
  // The server's form, plain HTML: the reader types before its code has run.
  const search = page.getByLabel("Search therapists");
  await search.fill("calm");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(0);
  await later.release();
  // The filters render in its place, with the text and the focus, and search as if it was typed there.
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await expect(search).toHaveValue("calm");
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/[?&]search=calm(&|$)/);
  expect(later.errors.filter((e) => /hydrat|did not match|Suspense/i.test(e))).toEqual([]);
});

test("the 404 page's message and way on stand while its code is held", async ({ page }) => {
  const later = await holdLaterChunks(page);
  const response = await page.goto(`${NIGERIA.url}/therapists/ghana`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect
    .poll(() => later.held.map((route) => route.request().url()).join(" "))
    .toMatch(/error-message-/);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(`${NIGERIA.url}/`);
  await later.release();
  expect(later.errors.filter((e) => /hydrat|did not match|Suspense/i.test(e))).toEqual([]);
});

test("a card's 'View profile', followed in the page, waits for the profile content's code and renders it whole", async ({
  page,
}) => {
  await page.goto(`${GLOBAL.url}/providers`);
  await dismissCookies(page);
  const view = page
    .getByTestId("directory-grid")
    .getByRole("link", { name: /^View profile of / })
    .first();
  // Followed before the cards' code has run, the link is a plain link and loads the page afresh.
  await untilHydrated(view);
  await page.evaluate(() => document.body.setAttribute("data-same-page", ""));
  const held: Route[] = [];
  await page.route(/\/assets\/profile-body-[^/]*\.js$/, (route) => void held.push(route));
  const data = page.waitForResponse((response) => /\/provider\/[^/]+\.data/.test(response.url()));
  await view.click();
  await data;
  await expect.poll(() => held.length).toBe(1);
  // The data is in, the content's code is not: the directory stays (no empty profile in between).
  expect(new URL(page.url()).pathname).toBe("/providers");
  await expect(page.getByTestId("directory-grid")).toBeVisible();
  await Promise.all(held.map((route) => route.continue()));
  await expect(page).toHaveURL(/\/provider\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("fees")).toBeVisible();
  await expect(page.locator("body[data-same-page]")).toHaveCount(1);
});
