import { expectAccessible, seriousOn } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { accountMenuButton, PASSWORD } from "./session.ts";
import { stableLayout } from "./settle.ts";
import { SITES } from "./sites.ts";

// Axe measures colours as they are at that instant: a button caught mid-transition (the home cards'
// buttons fade their colours) reads as low contrast, one run in a few. The design system turns its
// transitions off for people who ask for less motion, so the audit asks too and sees settled colours.
test.use({ reducedMotion: "reduce" });

for (const site of SITES) {
  for (const path of ["/", "/therapy", "/no-such-page"]) {
    test(`${site.name} ${path}: no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`${site.url}${path}`);
      await stableLayout(page);
      await expectAccessible(page);
    });
  }
}

for (const site of SITES) {
  test(`${site.name} /overview and /profile with the avatar menu open: no serious or critical violations`, async ({
    page,
  }) => {
    const email = site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";
    // The cookie banner stays up: its buttons must not be hidden-but-focusable while the menu is open.
    await page.goto(`${site.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(`${site.url}/overview`);
    for (const path of ["/overview", "/profile"]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByTestId("cookie-consent")).toBeVisible();
      await accountMenuButton(page).click();
      await expect(page.getByRole("menuitem", { name: "Security" })).toBeVisible();
      expect((await seriousOn(page)).map((v) => `${path} ${v}`)).toEqual([]);
    }
  });
}
