import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { accountMenuButton, logIn } from "./session.ts";
import { GLOBAL, NIGERIA } from "./sites.ts";

// The header's menus, popover and drawer load their code on first use
// (deferOverlay): these check that the page does not fetch it up front and that the first
// keyboard or pointer gesture still opens the overlay and keeps focus where it belongs.

/** Every script the page fetches, by file name. */
function scriptsOf(page: Page) {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname);
  });
  return names;
}

test("the location picker loads on first use and works from the keyboard", async ({ page, isMobile }) => {
  test.skip(isMobile, "the picker lives in the mobile menu on phones");
  const scripts = scriptsOf(page);
  await page.goto(GLOBAL.url);
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => /\/popover-[^/]*\.js$/.test(s))).toBe(false);

  const picker = page.getByRole("button", { name: /Location and language/ });
  await expect(picker).toHaveAttribute("aria-haspopup", "dialog");
  await picker.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Location and language" });
  await expect(panel.getByRole("link", { name: "Nigeria · English (Nigeria)" })).toBeVisible();
  expect(scripts.some((s) => /\/popover-[^/]*\.js$/.test(s))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Location and language/ })).toBeFocused();
});

test("the mobile menu opens with the first tap", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is the mobile layout");
  await page.goto(NIGERIA.url);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the account menu opens from the keyboard and gives focus back when it closes", async ({ page }) => {
  await logIn(page, GLOBAL.url, "client.uk@demo.tranquil.example");
  await expect(page).toHaveURL(`${GLOBAL.url}/overview`);
  await page.goto(GLOBAL.url);
  const trigger = accountMenuButton(page);
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Security" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(accountMenuButton(page)).toBeFocused();
});
