import type { Page } from "@playwright/test";

/**
 * Waits until the page's layout has stopped moving: fonts loaded and the page's height and its
 * sections' and cards' positions unchanged over three frames (at most 5 s). Axe's colour-contrast
 * check finds each element's background by hit-testing its position; run while late-hydrating parts
 * (decision 033) still shift the page, it can hit the neighbour below a card and report a contrast the
 * page never shows (a home card's 'View profile' read against the aside after it, at 375 px).
 */
export async function stableLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const layout = () =>
      JSON.stringify([
        document.documentElement.scrollHeight,
        ...Array.from(document.querySelectorAll("main section, main article, main aside"))
          .slice(0, 80)
          .map((el) => Math.round(el.getBoundingClientRect().top)),
      ]);
    let last = layout();
    let still = 0;
    const deadline = Date.now() + 5_000;
    while (still < 3 && Date.now() < deadline) {
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
      const now = layout();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}
