import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PASSWORD } from "./session.ts";
import { SITES } from "./sites.ts";

// A phone with JavaScript off (or before the script arrives): the header and dashboard menus are
// <details> disclosures holding the same links as the script's drawer and dropdown.
test.use({ javaScriptEnabled: false });

/** A disclosure's toggle: the <summary> with this name (aria-label or visually hidden text). */
const toggle = (page: Page, name: string | RegExp) => page.locator("summary").filter({ hasText: name });

async function logInWithoutScript(page: Page, base: string, email: string) {
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: base }]);
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${base}/overview`);
}

for (const site of SITES) {
  test.describe(`${site.name} without JavaScript`, () => {
    test.skip(({ isMobile }) => !isMobile, "the menus are the phone layout; desktop shows every link");

    test("the public menu opens and reaches Services", async ({ page }) => {
      await page.goto(site.url);
      const menu = page.locator("summary[aria-label='Open menu']");
      await expect(menu).toBeVisible();
      await menu.click();
      await page
        .locator("details[open]")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Services" })
        .click();
      await expect(page).toHaveURL(`${site.url}/therapy`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our services");
    });

    test("signed in, the dashboard menus reach Profile, Security and Log out", async ({ page }) => {
      const email =
        site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";
      await logInWithoutScript(page, site.url, email);

      await page.locator("summary[aria-label='Open dashboard menu']").click();
      const sideBar = page.locator("details[open]").getByRole("navigation", { name: "Dashboard" });
      await expect(sideBar.getByRole("link", { name: "Explore our website" })).toBeVisible();
      await sideBar.getByRole("link", { name: "Profile" }).click();
      await expect(page).toHaveURL(`${site.url}/profile`);

      await toggle(page, /^Account menu for/).click();
      await page.locator("details[open]").getByRole("link", { name: "Security" }).click();
      await expect(page).toHaveURL(`${site.url}/security`);

      await toggle(page, /^Account menu for/).click();
      const logout = page.locator("details[open]").getByRole("link", { name: "Logout" });
      await expect(logout).toBeInViewport({ ratio: 1 });
      await logout.click();
      // GET /logout asks to confirm with a form that posts (it works without a script). Waited for, not
      // counted: the click returns once /logout's document commits, before its main has been parsed,
      // so a count there was sometimes 0 and the test went on still signed in.
      await expect(page).toHaveURL(`${site.url}/logout`);
      await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
      await page.goto(`${site.url}/overview`);
      await expect(page).toHaveURL(`${site.url}/login`);
    });
  });
}
