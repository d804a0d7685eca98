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
 * An element's box, asked until there is one. The provider cards and the profile's content hydrate
 * later (decision 065): their code replaces the server's nodes with the same markup, and a box asked
 * for across that moment comes back null (the node was found, then detached). The box is the same
 * before and after.
 */
export async function boxOf(element: Locator) {
  type Box = NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>;
  const seen: { box?: Box } = {};
  await expect
    .poll(async () => {
      seen.box = (await element.boundingBox()) ?? undefined;
      return seen.box !== undefined;
    }, `${element} should have a box`)
    .toBe(true);
  if (!seen.box) throw new Error(`${element} has no box`);
  return seen.box;
}

export async function dismissCookies(page: Page) {
  const banner = page.getByTestId("cookie-consent");
  if (!(await banner.isVisible())) return;
  await banner.getByRole("button", { name: "Essential only" }).click();
  // Hydrated, the banner closes in place; before its code has run, its plain form brings the page
  // back without it. Either way the caller goes on with the page that has no banner.
  await expect(banner).toHaveCount(0);
}

/**
 * How long a sign-in may take to answer here. It is a chain of server work — the site's action, the
 * API's password check (scrypt at the production cost) and session, then the next page's data, with
 * lazy route discovery before it — and on CI's two cores, shared by two browsers and three servers, it
 * has taken past expect's 5 s: 3.0 s for the login alone at load 33 (decision 031), the "Log in" button
 * still busy after 5 s (063), and a document still arriving after 5 s (066). The tests check that a
 * sign-in lands, not how fast: that it is quick is the benches' and Lighthouse's business.
 */
const SIGN_IN_ANSWER_MS = 20_000;

/** Signs in through the login screen and waits for its answer: the page left /login, or says why not. */
export async function logIn(page: Page, base: string, email: string, query = "") {
  await page.goto(`${base}/login${query}`);
  await dismissCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  // The form about to be sent still holds what was typed (a form replaced since would go empty).
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Log in" }).click();
  const refusal = page.locator("[data-form-error], [role='alert'], [aria-invalid='true']");
  await expect(async () => {
    const left = !new URL(page.url()).pathname.startsWith("/login");
    expect(left || (await refusal.count()) > 0, "the sign-in answered: it left /login or said why not").toBe(
      true,
    );
  }).toPass({ timeout: SIGN_IN_ANSWER_MS, intervals: [100, 250, 500] });
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
