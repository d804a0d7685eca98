import type { Page } from "@playwright/test";

/**
 * Stops the page's clock (installed with `page.clock.install()`) 150 ms from its now; from then on
 * the page's timers run only when the test moves the clock (`page.clock.runFor`), however slow the
 * machine. The lead is short, as a timer due within it runs before the pause. Under load more than
 * the lead can pass between reading the page's time and the pause reaching it, and a pause in the
 * past is refused ("Cannot fast-forward to the past", once in CI with 100 ms), so it reads the time
 * again and retries.
 */
export async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(new Date(now + 150));
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}
