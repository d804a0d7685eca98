import { test as base, expect, type Page } from "@playwright/test";
import { ownAddress } from "./addresses.ts";

export { expect };

/** The document's width against the viewport the project asked for (375 px on the mobile project). */
export async function overflowOf(page: Page): Promise<string | null> {
  const width = page.viewportSize()?.width;
  // about:blank (a test that skipped before navigating) is no route of ours.
  if (!width || page.isClosed() || !page.url().startsWith("http")) return null;
  // A phone's browser widens innerWidth to fit wider content, so the configured width is the measure.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return scrollWidth > width ? `${page.url()}: ${scrollWidth} px wide at ${width} px` : null;
}

/**
 * Every spec imports `test` and `expect` from here. On the mobile project (375 px) an automatic
 * fixture measures each page the test lands on — after every load and client-side navigation, and
 * once more at the end — and fails the test when any of them scrolls sideways.
 */
export const test = base.extend<{ noSideScroll: undefined }>({
  /**
   * Each test's browser and request fixture come from an address of their own (the sites and the API
   * believe X-Forwarded-For from loopback in this suite), so sign-ups and log-ins made through the
   * screens count against that test's per-address throttles, not one address the whole suite shares.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...ownAddress() });
  },
  noSideScroll: [
    async ({ page, isMobile }, use) => {
      if (!isMobile) return use(undefined);
      const overflows = new Set<string>();
      const measure = async () => {
        try {
          await page.waitForLoadState("load");
          const overflow = await overflowOf(page);
          if (overflow) overflows.add(overflow);
        } catch {
          // The page moved on or closed while measuring; the next page is measured on its own.
        }
      };
      const pending: Promise<void>[] = [];
      const onNavigated = (frame: ReturnType<Page["mainFrame"]>) => {
        if (frame === page.mainFrame()) pending.push(measure());
      };
      page.on("framenavigated", onNavigated);
      await use(undefined);
      page.off("framenavigated", onNavigated);
      await Promise.all(pending);
      await measure();
      expect([...overflows], "pages that scroll sideways at this width").toEqual([]);
    },
    { auto: true },
  ],
});
