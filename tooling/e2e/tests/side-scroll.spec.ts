import { expect, overflowOf, test } from "./fixtures.ts";
import { GLOBAL } from "./sites.ts";

test("the side-scroll check catches a page wider than the phone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the check runs on the 375 px project");
  await page.goto(GLOBAL.url);
  expect(await overflowOf(page)).toBeNull();
  await page.evaluate(() => {
    const wide = document.createElement("div");
    wide.id = "too-wide";
    wide.style.width = "600px";
    wide.style.height = "1px";
    document.body.append(wide);
  });
  expect(await overflowOf(page)).toMatch(/600 px wide at 375 px$/);
  // Take it away again, or the automatic check at the end of this test would fail it.
  await page.evaluate(() => document.getElementById("too-wide")?.remove());
});
