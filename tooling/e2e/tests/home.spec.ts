import { expect, test } from "./fixtures.ts";
import { GLOBAL, SITES } from "./sites.ts";

for (const site of SITES) {
  test(`${site.name}: the home grid shows 10 seeded providers, then the promo banner, then the rest`, async ({
    page,
  }) => {
    await page.goto(site.url);
    const before = page.getByTestId("featured-grid").getByRole("article");
    await expect(before).toHaveCount(10);
    const banner = page.getByTestId("promo-banner");
    await expect(banner).toBeVisible();
    const after = page.getByTestId("featured-grid-rest").getByRole("article");
    await expect(after).not.toHaveCount(0);
    // The banner sits between the two grids in the document.
    const order = await page.evaluate(() => {
      const grid = document.querySelector("[data-testid=featured-grid]");
      const promo = document.querySelector("[data-testid=promo-banner]");
      return grid && promo ? grid.compareDocumentPosition(promo) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    // Every card links to its provider's profile.
    const firstLink = before.first().getByRole("link", { name: /View profile of/ });
    await expect(firstLink).toHaveAttribute("href", /^\/provider\/[0-9A-Z]{26}$/);
  });
}

test("a card shows the provider's photo or the default image, never initials or a broken image", async ({
  page,
}) => {
  await page.goto(SITES[0].url);
  // Spec section 3: a provider without a photo gets a default image (an <img>), not initials.
  await expect(page.locator("article").first()).toBeVisible();
  const withInitials = await page.evaluate(() =>
    [...document.querySelectorAll("article[aria-label]")]
      .filter((card) => {
        const name = card.getAttribute("aria-label");
        return [...card.querySelectorAll('span[role="img"]')].some(
          (el) => el.getAttribute("aria-label") === name,
        );
      })
      .map((card) => card.getAttribute("aria-label")),
  );
  expect(withInitials).toEqual([]);
  const broken = await page.evaluate(
    () =>
      [...document.querySelectorAll("article img")].filter(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
      ).length,
  );
  expect(broken).toBe(0);
});

test("the page's code loads at low priority and nothing else competes with the stylesheet for the first paint", async ({
  page,
  request,
}) => {
  const scripts: { url: string; priority: string | undefined }[] = [];
  const fontRequests: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Script")
      scripts.push({ url: event.request.url, priority: event.request.initialPriority });
  });
  page.on("request", (r) => {
    if (r.resourceType() === "font") fontRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(GLOBAL.url);
  await page.waitForLoadState("networkidle");
  // Read from the served HTML: once hydrated, Remix drops the preload links from the page.
  const html = await (await request.get(GLOBAL.url)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
  expect(preloads.length).toBeGreaterThan(5);
  for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
  // The entry and the framework come through those preloads, so Chrome fetched them at Low priority.
  const first = scripts.filter((s) => /\/assets\/(entry\.client|framework)-/.test(s.url));
  expect(first).toHaveLength(2);
  for (const script of first) expect(script.priority).toBe("Low");
  // Fonts swap in from the stylesheet's @font-face rules (no preload): each Latin file once, nothing twice.
  expect(html).not.toMatch(/<link rel="preload" as="font"/);
  expect(fontRequests.join(" ")).toMatch(/dm-sans-latin-wght-normal/);
  expect(new Set(fontRequests).size).toBe(fontRequests.length);
});
