import { expect, test } from "../tests/fixtures.ts";

test("fails on its first attempt and passes on its retry", async ({ page }) => {
  // The failed attempt's page and how it got there, which the run's report prints
  // (failed-page-reporter.ts, page-timeline.ts): a document it asked for, answered and committed.
  await page.route("http://self-check.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<header><a href='/'>Header link</a></header><main><p role='alert'>What the page said</p></main>",
    }),
  );
  await page.goto("http://self-check.test/the-page?asked=1");
  const wanted = test.info().retry > 0 ? "What the page said" : "Not on the page";
  await expect(page.getByText(wanted), "the first attempt fails").toBeVisible({ timeout: 200 });
});
