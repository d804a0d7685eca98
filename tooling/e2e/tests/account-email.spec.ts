import type { Page } from "@playwright/test";
import { seriousOn } from "./axe.ts";
import { giveConsent } from "./consent.ts";
import { expect, test } from "./fixtures.ts";
import { emailedLink, freshEmail, mailTo, pageFromThisMachine } from "./mail.ts";
import { dismissCookies } from "./session.ts";
import { GLOBAL, NIGERIA } from "./sites.ts";

const PASSWORD = "a-quiet-harbour-7";

async function signUp(page: Page, base: string, email: string, path = "/createaccount") {
  await page.goto(`${base}${path}`);
  await dismissCookies(page);
  await page.getByLabel("First name").fill("Tomi");
  await page.getByLabel("Last name").fill("Adewale");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await giveConsent(page);
  await page.getByRole("button", { name: "Create account" }).click();
  const screen = page.getByTestId("check-email");
  await expect(screen).toBeVisible();
  return (await screen.innerText()).trim();
}

async function logInWith(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await dismissCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

for (const site of [GLOBAL, NIGERIA]) {
  test(`${site.name}: a provider signs up, follows the link from /dev/mail, and is signed in`, async ({
    page,
    browser,
  }) => {
    const email = freshEmail(`${site.name}-provider`);
    const screen = await signUp(page, site.url, email, "/join-as-a-provider");
    expect(screen).toContain(`We have sent a message to ${email}.`);
    expect(screen).toContain("The link works for 24 hours.");
    // Not signed in yet: login answers 'confirm your email' for the right password.
    await logInWith(page, site.url, email, PASSWORD);
    await expect(page.getByText("Please confirm your email address first")).toBeVisible();
    const devMail = `${site.url}/dev/mail?to=${encodeURIComponent(email)}`;
    // A browser with an address of its own (as from the internet) finds no such page (issue 27)...
    expect((await page.goto(devMail))?.status()).toBe(404);
    await expect(page.getByTestId("dev-mail")).toHaveCount(0);
    // ...this machine's browser reads the mail.
    const local = await pageFromThisMachine(browser, page);
    expect((await local.goto(devMail))?.status()).toBe(200);
    const mail = local.getByTestId("dev-mail").filter({ hasText: "Confirm your email address for Tranquil" });
    await mail.getByRole("link", { name: /\/confirm-email\?token=/ }).click();
    await expect(local).toHaveURL(new RegExp(`^${site.url}/confirm-email\\?token=`));
    await local.getByRole("button", { name: "Confirm and log in" }).click();
    await expect(local).toHaveURL(`${site.url}/overview`);
    await expect(local.getByRole("heading", { level: 1 })).toHaveText("Welcome, Tomi");
    await local.context().close();
  });

  test(`${site.name}: an address that has an account gets the same screen, and its owner a warning`, async ({
    page,
  }) => {
    const email = freshEmail(`${site.name}-twice`);
    const first = await signUp(page, site.url, email);
    await page.goto(await emailedLink(email, "/confirm-email"));
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await expect(page).toHaveURL(`${site.url}/overview`);
    await page.context().clearCookies();

    const second = await signUp(page, site.url, email);
    expect(second).toBe(first);
    const [newest] = await mailTo(email);
    expect(newest?.subject).toBe("Someone tried to sign up with your email address");
    expect(newest?.text).toContain(`${site.url}/login`);
    expect(newest?.text).toContain(`${site.url}/forgot-password`);
  });

  test(`${site.name}: forgot password → reset → the old password fails, the new one works, the link works once`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = freshEmail(`${site.name}-reset`);
    await signUp(page, site.url, email);
    await page.goto(await emailedLink(email, "/confirm-email"));
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await expect(page).toHaveURL(`${site.url}/overview`);
    await page.context().clearCookies();

    await page.goto(`${site.url}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(`${site.url}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByTestId("check-email")).toContainText(`If an account uses ${email}`);

    const link = await emailedLink(email, "/reset-password");
    expect(link.startsWith(`${site.url}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("a-new-beginning-8");
    await page.getByLabel("New password, again").fill("a-new-beginning-9");
    await page.getByRole("button", { name: "Save password and log in" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("a-new-beginning-8");
    await page.getByLabel("New password, again").fill("a-new-beginning-8");
    await page.getByRole("button", { name: "Save password and log in" }).click();
    await expect(page).toHaveURL(`${site.url}/overview`);
    await page.context().clearCookies();

    await logInWith(page, site.url, email, PASSWORD);
    await expect(page.getByText("Incorrect email or password")).toBeVisible();
    await logInWith(page, site.url, email, "a-new-beginning-8");
    await expect(page).toHaveURL(`${site.url}/overview`);
    await page.context().clearCookies();

    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("a-third-attempt-10");
    await page.getByLabel("New password, again").fill("a-third-attempt-10");
    await page.getByRole("button", { name: "Save password and log in" }).click();
    await expect(
      page.getByText("This link has expired or has already been used.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up, confirm and land on the overview with plain forms", async ({ page }) => {
    const email = freshEmail("nojs");
    await signUp(page, NIGERIA.url, email);
    await page.goto(await emailedLink(email, "/confirm-email"));
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await expect(page).toHaveURL(`${NIGERIA.url}/overview`);
  });
});

test("a used or malformed confirmation link says so and offers a way on", async ({ page }) => {
  await page.goto(`${GLOBAL.url}/confirm-email?token=${"a".repeat(43)}`);
  await dismissCookies(page);
  await page.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(
    page.getByText("This link has expired or has already been used.", { exact: true }),
  ).toBeVisible();
  await page.goto(`${GLOBAL.url}/confirm-email?token=nope`);
  await expect(
    page.getByText("This link has expired or has already been used.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/createaccount");
});

test("the new account screens: no serious or critical accessibility violations, no sideways scroll", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = freshEmail("axe");
  await signUp(page, GLOBAL.url, email);
  const confirm = await emailedLink(email, "/confirm-email");
  // /dev/mail answers only this machine's browser (no forwarded address).
  const local = await pageFromThisMachine(browser, page);
  const screens: Array<[string, Page, () => Promise<unknown>]> = [
    ["check your email", page, async () => {}],
    ["forgot password", page, () => page.goto(`${GLOBAL.url}/forgot-password`)],
    ["reset password", page, () => page.goto(`${GLOBAL.url}/reset-password?token=${"a".repeat(43)}`)],
    ["confirm email", page, () => page.goto(confirm)],
    ["dev mail", local, () => local.goto(`${GLOBAL.url}/dev/mail?to=${encodeURIComponent(email)}`)],
  ];
  for (const [name, shown, open] of screens) {
    await open();
    expect((await seriousOn(shown)).map((v) => `${name}: ${v}`)).toEqual([]);
    expect(await shown.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(
      true,
    );
  }
  await local.context().close();
});
