import { expect, overflowOf, test } from "./fixtures.ts";
import { GLOBAL } from "./sites.ts";

test("the side-scroll check catches a page wider than the phone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the check runs on the 375 px project");
  // A second page of the same phone context: the automatic check watches the test's own page, and
  // its measurement after the load could run while the wide element stood there (flaked in CI).
  const phone = await page.context().newPage();
  await phone.goto(GLOBAL.url);
  expect(await overflowOf(phone)).toBeNull();
  await phone.evaluate(() => {
    const wide = document.createElement("div");
    wide.style.width = "600px";
    wide.style.height = "1px";
    document.body.append(wide);
  });
  expect(await overflowOf(phone)).toMatch(/600 px wide at 375 px$/);
  await phone.close();
});
