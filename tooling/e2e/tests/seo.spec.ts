import { expect, test } from "./fixtures.ts";
import { GLOBAL, NIGERIA, SITES } from "./sites.ts";

for (const site of SITES) {
  for (const path of ["/", "/therapy"]) {
    test(`${site.name} ${path}: canonical, alternates and a description of at most 160 characters`, async ({
      page,
    }) => {
      await page.goto(`${site.url}${path}`);
      const expected = path === "/" ? "/" : path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}${expected}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
        "href",
        `${GLOBAL.url}${expected}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en-NG"]')).toHaveAttribute(
        "href",
        `${NIGERIA.url}${expected}`,
      );
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      expect(description?.length ?? 999).toBeLessThanOrEqual(160);
      await expect(page).toHaveTitle(/Tranquil/);
      await expect(page.locator("html")).toHaveAttribute("lang", site.locale);
    });
  }
}

test("the home description is truncated with an ellipsis", async ({ page }) => {
  await page.goto(GLOBAL.url);
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(description.endsWith("…")).toBe(true);
  expect(description.length).toBeLessThanOrEqual(160);
});
