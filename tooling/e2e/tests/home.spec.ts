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
    expect(await after.count()).toBeGreaterThan(0);
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

test("a card shows the provider's photo or their initials, never a broken image", async ({ page }) => {
  await page.goto(SITES[0].url);
  const broken = await page.evaluate(
    () =>
      [...document.querySelectorAll("article img")].filter(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
      ).length,
  );
  expect(broken).toBe(0);
});

test("the two Latin fonts are preloaded from the document and are the files the stylesheet uses", async ({
  page,
  request,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fontRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(GLOBAL.url);
  const hrefs = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  expect(hrefs).toHaveLength(2);
  expect(hrefs.join(" ")).toMatch(/dm-sans-latin-wght-normal/);
  expect(hrefs.join(" ")).toMatch(/fraunces-latin-wght-normal/);
  for (const href of hrefs) {
    const res = await request.get(`${GLOBAL.url}${href}`);
    expect(res.status()).toBe(200);
  }
  await page.waitForLoadState("networkidle");
  // Same hashed files as the @font-face rules, so nothing is downloaded twice.
  for (const href of hrefs) expect(fontRequests.filter((f) => f === href)).toHaveLength(1);
});
