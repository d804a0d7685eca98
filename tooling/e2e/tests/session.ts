import { expect, type Locator, type Page } from "@playwright/test";

/** The demo accounts' password (printed by `npm start`). */
export const PASSWORD = "Tranquil-demo-2026";

/**
 * Waits until React has hydrated the element: a part of the shell that hydrates later (hydrate-later.tsx)
 * stands as the server's identical HTML until its code has run, and only React's own mark on the node
 * tells the two apart.
 */
export async function untilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

/**
 * Answers the cookie banner once it has hydrated. A click in the instant its code arrives once threw
 * React 18.3's 'Root did not complete' (#345) from the event's synchronous hydration; an early click
 * itself (the plain form) is hydrate-later.spec.ts's subject, not this helper's.
 */
export async function dismissCookies(page: Page) {
  const banner = page.getByTestId("cookie-consent");
  if (!(await banner.isVisible())) return;
  const button = banner.getByRole("button", { name: "Essential only" });
  // Remix's inline context has run once the page loaded, unless the context runs no scripts at all.
  if (await page.evaluate(() => "__remixContext" in window)) await untilHydrated(button);
  await button.click();
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

/**
 * Signs in on a site without the login screen: the test posts the login form itself (the same
 * action, the same session cookie, set in the page's browser context) and the page stays where it
 * is — no login page and no /overview to load and hydrate. For tests whose subject comes after the
 * sign-in; the login screen itself (`logIn`, `signIn`) is what accounts.spec.ts and others test.
 * The cookie banner is answered, as `signIn` does. Fails unless the site answers with its redirect
 * to /overview and a session cookie.
 */
export async function signInByPost(page: Page, base: string, email: string) {
  const context = page.context();
  await context.addCookies([{ name: "cookie-consent", value: "essential", url: base }]);
  const response = await context.request.post(`${base}/login`, {
    form: { email, password: PASSWORD },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${email} on ${base}`).toBe(302);
  expect(new URL(response.headers().location ?? "", base).pathname).toBe("/overview");
  expect(response.headers()["set-cookie"] ?? "").not.toBe("");
}
