import { expect, type Page } from "@playwright/test";

/** The demo accounts' password (printed by `npm start`). */
export const PASSWORD = "Tranquil-demo-2026";

export async function dismissCookies(page: Page) {
  const banner = page.getByTestId("cookie-consent");
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Essential only" }).click();
}

export async function logIn(page: Page, base: string, email: string, query = "") {
  await page.goto(`${base}/login${query}`);
  await dismissCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

export function accountMenuButton(page: Page) {
  return page.getByRole("button", { name: /^Account menu for/ });
}

/** Signs in on a site with the cookie banner already answered (it never covers the page), landing on /overview. */
export async function signIn(page: Page, base: string, email: string) {
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: base }]);
  await logIn(page, base, email);
  await expect(page).toHaveURL(`${base}/overview`);
}
