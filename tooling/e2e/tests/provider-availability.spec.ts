import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { SITES } from "./sites.ts";

// Issue 12: a provider sets weekly hours on /availability and the public profile lists the open
// times derived from them, in the visitor's own timezone. Every run (both sites, both widths, in
// parallel) writes the same hours for the demo provider, so the runs never disturb each other.

const PROVIDER = "provider@demo.tranquil.example";
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const CLIENT_ZONE = "America/New_York";

for (const site of SITES) {
  test.describe(`${site.name}: provider availability`, () => {
    test("a provider sets hours and a visitor sees the derived slots in their own timezone", async ({
      page,
      browser,
      isMobile,
    }) => {
      // Seven days edited one by one, two pages checked with axe and a second browser context: more
      // steps than the default 30 s allows on a busy machine.
      test.setTimeout(120_000);
      await logIn(page, site.url, PROVIDER);
      await expect(page).toHaveURL(`${site.url}/overview`);
      // From the dashboard's side bar (the slide-in one on a phone).
      if (isMobile) await page.getByRole("button", { name: "Open dashboard menu" }).click();
      await page.getByRole("link", { name: "Availability" }).click();
      await expect(page).toHaveURL(`${site.url}/availability`);
      await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
      await expectAccessible(page);

      // Clear every day, then work 06:00–07:00 (Lagos, the provider's timezone) every day.
      for (const day of DAYS) {
        const remove = page.getByRole("button", { name: new RegExp(`^Remove ${day}, range`) });
        for (let left = await remove.count(); left > 0; left -= 1) {
          await remove.first().click();
          await expect(remove).toHaveCount(left - 1);
        }
        await expect(page.getByTestId(`day-${day.toLowerCase()}`)).toContainText("Not working");
        // With the keyboard: the new row's first field takes the focus.
        await page.getByRole("button", { name: `Add hours on ${day}` }).focus();
        await page.keyboard.press("Enter");
        const from = page.getByLabel(`${day}, range 1, from`);
        await expect(from).toBeFocused();
        await from.fill("06:00");
        await page.getByLabel(`${day}, range 1, to`).fill("07:00");
      }
      await page.getByLabel("Session length (minutes)").fill("60");
      await page.getByLabel("Break between sessions (minutes)").fill("0");
      await page.getByLabel("Minimum booking notice (hours)").fill("0");
      await page.getByLabel("Clients may book up to (days ahead)").fill("14");
      await expect(page.getByRole("combobox", { name: "Your timezone" })).toHaveValue("Africa/Lagos");
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(page.getByText("Availability Updated Successfully")).toBeVisible();
      await expect(page.getByLabel("Monday, range 1, from")).toHaveValue("06:00");
      await expectAccessible(page);

      // A visitor in New York reads the same slots in New York time.
      const href = await page
        .getByRole("link", { name: "See your times as clients do" })
        .getAttribute("href");
      const visitor = await browser.newContext({ timezoneId: CLIENT_ZONE, viewport: page.viewportSize() });
      const profile = await visitor.newPage();
      await profile.goto(`${site.url}${href}`);
      await expect(profile.getByTestId("times-zone")).toContainText(CLIENT_ZONE);
      const times = profile.getByTestId("next-times").locator("time");
      await expect(times.first()).toBeVisible();
      for (const time of await times.all()) {
        const start = new Date((await time.getAttribute("datetime")) ?? "");
        // 06:00 in Lagos (UTC+1 all year) is 05:00 UTC…
        expect(start.getUTCHours()).toBe(5);
        expect(start.getUTCMinutes()).toBe(0);
        // …shown as that instant's time in New York (12:00 AM, or 1:00 AM in summer time).
        const local = new Intl.DateTimeFormat("en-US", {
          hour: "numeric",
          minute: "2-digit",
          timeZone: CLIENT_ZONE,
        }).format(start);
        await expect(time).toContainText(local);
      }
      await visitor.close();
    });

    test("a client is refused /availability", async ({ page }) => {
      const client =
        site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";
      await logIn(page, site.url, client);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(`${site.url}/availability`);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await expect(page.getByRole("link", { name: "Availability" })).toHaveCount(0);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the editing buttons work through the server, and a visitor is sent to log in", async ({ page }) => {
    const site = SITES[0];
    await page.goto(`${site.url}/availability`);
    // Signed out, a signed-in page sends to log in and back to itself (issue 28).
    await expect(page).toHaveURL(`${site.url}/login?redirect=/availability`);
    await logIn(page, site.url, PROVIDER);
    await page.goto(`${site.url}/availability`);
    const sunday = page.getByTestId("day-sunday");
    const rows = sunday.getByRole("button", { name: /^Remove Sunday, range/ });
    const before = await rows.count();
    await page.getByRole("button", { name: "Add hours on Sunday" }).click();
    await expect(rows).toHaveCount(before + 1);
    await page.getByRole("button", { name: "Add a day off" }).click();
    await expect(page.getByLabel(/^Day off \d+$/).last()).toHaveValue("");
  });
});
