import { expect, test } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { SITES } from "./sites.ts";

// Session times read in the viewer's timezone, named beside them: the saved preference first, then
// the browser's timezone, then the region's default (London for the global site, Lagos for Nigeria).

for (const site of SITES) {
  const email = site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";
  // Each demo client keeps its own region's zone, so tests saving other preferences in parallel
  // (which post the zone on show) never change it under this one.
  const zone = site.name === "global" ? "Europe/London" : "Africa/Lagos";
  const city = zone.split("/")[1] ?? "";

  test.describe(`${site.name}: a client in a New York browser`, () => {
    test.use({ timezoneId: "America/New_York" });

    test(`searches the timezone list, saves ${zone}, and sees session times in it`, async ({ page }) => {
      await logIn(page, site.url, email);
      await expect(page).toHaveURL(`${site.url}/overview`);
      await page.goto(`${site.url}/profile`);
      // Until the form hydrates the field is its no-JavaScript form, a native <select> of the same name:
      // type only into the searchable input that replaces it.
      const box = page.getByRole("combobox", { name: "Your timezone" }).and(page.locator("input"));
      await box.fill("zzz");
      await expect(page.getByText("No matching options found")).toBeVisible();
      await box.fill(city.toUpperCase());
      const list = page.getByRole("listbox", { name: "Your timezone" });
      await expect(list.getByRole("option")).toHaveText([zone]);
      await box.press("ArrowDown");
      await box.press("Enter");
      await expect(box).toHaveValue(zone);
      await page.getByRole("button", { name: "Save preferences" }).click();
      await expect(page.getByText("Preference Updated Successfully")).toBeVisible();

      await page.reload();
      await expect(page.getByRole("combobox", { name: "Your timezone" })).toHaveValue(zone);
      await page.goto(`${site.url}/overview`);
      const times = page.getByTestId("upcoming").locator("time");
      await expect(times.first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(.+\)$/);
      await expect(times.first()).toContainText(`(${zone})`);
      await expect(page.getByTestId("upcoming")).not.toContainText("UTC");
    });
  });
}

test.describe("a provider with no saved timezone", () => {
  test.use({ timezoneId: "America/Chicago" });
  test("sees session times in the browser's timezone", async ({ page }) => {
    await logIn(page, SITES[0].url, "provider@demo.tranquil.example");
    await expect(page).toHaveURL(`${SITES[0].url}/overview`);
    await expect(page.getByTestId("upcoming").locator("time").first()).toContainText("(America/Chicago)");
  });
});

test.describe("a browser that reports UTC", () => {
  test.use({ timezoneId: "UTC" });
  test("shows the Nigerian site's times in Lagos time, never bare UTC", async ({ page }) => {
    await logIn(page, SITES[1].url, "provider@demo.tranquil.example");
    await expect(page).toHaveURL(`${SITES[1].url}/overview`);
    await expect(page.getByTestId("upcoming").locator("time").first()).toContainText("(Africa/Lagos)");
    await expect(page.getByTestId("upcoming")).not.toContainText("UTC");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the timezone is a plain select with every IANA name, the saved one selected", async ({ page }) => {
    const site = SITES[1];
    await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
    await logIn(page, site.url, "client@demo.tranquil.example");
    await expect(page).toHaveURL(`${site.url}/overview`);
    await page.goto(`${site.url}/profile`);
    const select = page.getByRole("combobox", { name: "Your timezone" });
    await expect(select).toHaveJSProperty("tagName", "SELECT");
    expect(await select.locator("option").count()).toBeGreaterThan(400);
    // Lagos: the zone this demo client keeps (see above).
    await select.selectOption("Africa/Lagos");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Preference Updated Successfully")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Your timezone" })).toHaveValue("Africa/Lagos");
  });
});
