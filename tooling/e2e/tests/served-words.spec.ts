import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SITES } from "./sites.ts";

// The shell's and the public pages' words reach the browser in loader data, not in the JavaScript
// (packages/web/src/i18n/served-words.ts). These prove the browser has them wherever it renders: on
// hydration, and on client-side navigations to a page whose words the first page did not carry.

/** Console errors and page errors (React reports a hydration mismatch as one). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const hydrated = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

/**
 * The main content's text after a client-side navigation equals the server's render of the same
 * address. `later`: a part that hydrates later (a profile's reviews), whose code loads only after a
 * client-side navigation has rendered the page; network quiet alone can come before it asks for it.
 */
async function expectSameAsServer(page: Page, later?: Locator) {
  const main = page.getByRole("main");
  await page.waitForLoadState("networkidle");
  if (later) await expect(later).toBeVisible();
  const rendered = await main.innerText();
  const title = await page.title();
  await page.reload();
  await hydrated(page);
  expect(await main.innerText()).toBe(rendered);
  expect(await page.title()).toBe(title);
}

for (const site of SITES) {
  test(`${site.name}: pages reached without a reload show their words, not their keys`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(site.url);
    await hydrated(page);

    // Home → the directory, in the browser: the directory's words arrive with its data.
    await page.getByRole("main").getByRole("link", { name: "Find a therapist" }).first().click();
    await expect(page).toHaveURL(/\/providers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find a therapist" })).toBeVisible();
    await expect(page).toHaveTitle("Find a therapist — Tranquil");
    await expect(page.getByRole("main")).not.toContainText("results.count");
    // The filter bar's code loads after the navigation rendered the page (network quiet came first once).
    await expectSameAsServer(page, page.getByRole("main").getByText("Additional Filters"));

    // The directory → a profile.
    await page
      .getByTestId("directory-grid")
      .getByRole("link", { name: /View profile/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/provider\/[0-9A-Z]{26}/);
    await expect(page).toHaveTitle(/— Tranquil$/);
    await expectSameAsServer(page, page.getByRole("region", { name: "Reviews" }));

    expect(errors).toEqual([]);
  });

  test(`${site.name}: the account pages reached without a reload show their words, not their keys`, async ({
    page,
  }) => {
    // The account pages' words (the auth namespace) are served too (issue 25, decision 033).
    const errors = collectErrors(page);
    await page.goto(site.url);
    await hydrated(page);

    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page).toHaveTitle("Log in — Tranquil");
    await expectSameAsServer(page);

    await page.getByRole("main").getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(page).toHaveTitle("Forgot password — Tranquil");
    await expectSameAsServer(page);

    await page.getByRole("banner").getByRole("link", { name: "Signup", exact: true }).click();
    await expect(page).toHaveURL(/\/createaccount$/);
    await expect(page).toHaveTitle("Create your account — Tranquil");
    await expect(page.getByRole("main")).not.toContainText("signup.");
    await expectSameAsServer(page);

    expect(errors).toEqual([]);
  });

  test(`${site.name}: an unknown provider's page keeps its words after hydration`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(`${site.url}/provider/00000000000000000000000000`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Provider not found" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Many other therapists are ready to listen.");
    await expect(page).toHaveTitle("Provider not found — Tranquil");
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  });
}
