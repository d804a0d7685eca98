import { expect, test } from "./fixtures.ts";
import { GLOBAL, NIGERIA } from "./sites.ts";

// A signed-out visitor reads open times in their browser's timezone, named beside them (issue 28,
// decision 045): the first page switches to it once it runs and records it in a session cookie, so
// every later page is already rendered in it on the server — with no hydration mismatch (the fixtures
// fail a test on any console error, React's #418 among them).

const ZONE = "America/New_York";
const nextOpen = /Next available .+ \((.+)\)$/;

test.describe("a signed-out visitor in a New York browser", () => {
  test.use({ timezoneId: ZONE });

  test("sees the directory's next open times in New York time, then the server renders them so", async ({
    page,
  }) => {
    await page.goto(`${GLOBAL.url}/providers`);
    const times = page.locator("article time");
    await expect(times.first()).toHaveText(nextOpen);
    await expect(times.first()).toContainText(`(${ZONE})`);
    await expect(page.locator("article time", { hasText: "Europe/London" })).toHaveCount(0);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "viewer-tz")?.value)
      .toBe(encodeURIComponent(ZONE));
    // The next request's HTML, before any script runs: already in New York time, labelled.
    const html = await (await page.request.get(`${GLOBAL.url}/providers`)).text();
    expect(html).toContain(`(${ZONE})</time>`);
    expect(html).not.toContain("(Europe/London)</time>");
    // A page load with the cookie hydrates what the server sent without a mismatch.
    await page.reload();
    await expect(times.first()).toContainText(`(${ZONE})`);
  });

  test("sees a provider's open times in New York time, on both sites", async ({ page }) => {
    for (const site of [GLOBAL, NIGERIA]) {
      await page.goto(`${site.url}/providers`);
      const card = page
        .locator("article")
        .filter({ has: page.locator("time") })
        .first();
      await card.getByRole("link", { name: /View profile/i }).click();
      await expect(page).toHaveURL(/\/provider\/[0-9A-Z]{26}/);
      await expect(page.getByTestId("times-zone")).toHaveText(`Times shown in ${ZONE}`);
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain(`Times shown in ${ZONE}`);
    }
  });
});

test.describe("without JavaScript, in a New York browser", () => {
  test.use({ timezoneId: ZONE, javaScriptEnabled: false });

  test("times stay labelled with the zone they are in", async ({ page }) => {
    await page.goto(`${GLOBAL.url}/providers`);
    const first = page.locator("article time").first();
    await expect(first).toHaveText(nextOpen);
    await expect(first).toContainText("(Europe/London)");
  });
});
