import { expect, test } from "@playwright/test";

test("fails on its first attempt and passes on its retry", async ({ page }) => {
  // The failed attempt's page, which the run's report prints (failed-page-reporter.ts).
  await page.setContent(
    "<header><a href='/'>Header link</a></header><main><p role='alert'>What the page said</p></main>",
  );
  const wanted = test.info().retry > 0 ? "What the page said" : "Not on the page";
  await expect(page.getByText(wanted), "the first attempt fails").toBeVisible({ timeout: 200 });
});
