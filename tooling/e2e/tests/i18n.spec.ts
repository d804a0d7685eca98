import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SITES } from "./sites.ts";

const locales = join(import.meta.dirname, "../../../packages/web/src/i18n/locales");
const read = <T>(locale: string, file: string) =>
  JSON.parse(readFileSync(join(locales, locale, file), "utf8")) as T;
const homeText = (locale: string) => read<{ featured: { text: string } }>(locale, "home.json").featured.text;
const tagline = read<{ footer: { tagline: string } }>("en-US", "common.json").footer.tagline;

/** Every script the page downloads while it loads and hydrates, with its source. */
async function loadScripts(page: Page, url: string) {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return scripts;
}

for (const site of SITES) {
  for (const path of ["/", "/therapy", "/login", "/createaccount"]) {
    test(`${site.name} ${path}: no i18next code reaches the browser`, async ({ page }) => {
      const scripts = await loadScripts(page, `${site.url}${path}`);
      expect(scripts.length).toBeGreaterThan(0);
      // i18next's bundle names itself in its logger prefix and option defaults; ours never does.
      expect(scripts.filter((s) => /i18next/i.test(s.body)).map((s) => s.url)).toEqual([]);
      // Still translated after hydration: a missing table would show its keys ('signup.headline').
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/\b[a-z]+[A-Z]?[a-z]*\.[a-z][A-Za-z]+\b(?!\.)/);
      expect(text.length).toBeGreaterThan(100);
    });
  }
}

test("each site renders its locale's copy: en-NG overrides differ, the rest is en-US", async ({ page }) => {
  const [global, nigeria] = SITES;
  expect(homeText("en-NG")).not.toBe(homeText("en-US"));
  for (const [site, text] of [
    [global, homeText("en-US")],
    [nigeria, homeText("en-NG")],
  ] as const) {
    await page.goto(site.url);
    await page.waitForLoadState("networkidle");
    const featured = page.locator("section[aria-labelledby=featured-title]");
    await expect(featured.getByText(text, { exact: true })).toBeVisible();
    // Shared copy comes from en-US on both sites, exactly as the spec words it.
    await expect(page.getByRole("link", { name: "For Therapists" }).first()).toBeAttached();
    await expect(page.getByRole("heading", { name: "Featured therapists" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(tagline)).toBeVisible();
  }
});
