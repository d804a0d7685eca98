import type { APIRequestContext, Browser } from "@playwright/test";
import { ownAddress } from "./addresses.ts";
import { expectAccessible } from "./axe.ts";
import { disguisedHtml, pdfFile } from "./documents.ts";
import { expect, test } from "./fixtures.ts";
import { emailedLink, freshEmail } from "./mail.ts";
import { PASSWORD, signIn, signInByPost } from "./session.ts";
import { API, GLOBAL, SITES } from "./sites.ts";

const PROVIDER = "provider@demo.tranquil.example";
const CLIENT = "client@demo.tranquil.example";
const licenceLabel = (site: (typeof SITES)[number]) => (site.name === "nigeria" ? "Licence" : "License");

/** A second provider, signed up and confirmed through the API like anyone joining. */
async function newProvider(request: APIRequestContext, site: string) {
  const email = freshEmail("provider");
  const signup = await request.post(`${API}/v1/auth/signup`, {
    headers: ownAddress(),
    data: {
      firstName: "Ada",
      lastName: "Other",
      email,
      password: PASSWORD,
      role: "provider",
      site,
      acceptTerms: true,
      healthDataConsent: true,
    },
  });
  expect(signup.status()).toBe(202);
  const token = new URL(await emailedLink(email, "/confirm-email")).searchParams.get("token");
  expect((await request.post(`${API}/v1/auth/confirm-email`, { data: { token } })).status()).toBe(200);
  return email;
}

/** A fresh browser session signed in as `email` (or nobody), and what it gets for `url`. */
async function statusFor(browser: Browser, base: string, url: string, email?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await signInByPost(page, base, email);
  const res = await page.request.get(url, { maxRedirects: 0 });
  const answer = { status: res.status(), location: res.headers().location ?? null };
  await context.close();
  return answer;
}

for (const site of SITES) {
  test(`${site.name}: a provider uploads and deletes a licence that only they can download`, async ({
    page,
    browser,
    request,
    isMobile,
  }, testInfo) => {
    test.setTimeout(90_000);
    const filename = `licence-${site.name}-${testInfo.project.name}-${Date.now()}.pdf`;
    await signIn(page, site.url, PROVIDER);
    if (isMobile) {
      await page.getByRole("button", { name: "Open dashboard menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Credentials" }).click();
    } else {
      await page
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: "Credentials" })
        .click();
    }
    await expect(page).toHaveURL(`${site.url}/credentials`);
    await expect(page.getByRole("heading", { level: 1, name: "Credentials and insurance" })).toBeVisible();

    const licence = page.getByRole("region", { name: licenceLabel(site) });
    await expect(licence.getByText("Required", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Education" }).getByText("Optional")).toBeVisible();
    await licence.getByLabel("Credential number").fill("LC-2291");
    await licence
      .getByLabel("Add a file")
      .setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdfFile() });
    await licence.getByRole("button", { name: `Save ${licenceLabel(site)}` }).click();
    await expect(licence.getByText("File Uploaded")).toBeVisible();
    await expect(licence.getByLabel("Credential number")).toHaveValue("LC-2291");

    // The row opens and closes; open, it offers the download and the delete.
    const row = licence.locator("details", { hasText: filename });
    const download = row.getByRole("link", { name: `Download ${filename}` });
    await expect(download).toBeHidden();
    await row.getByText(filename).click();
    await expect(download).toBeVisible();
    await expectAccessible(page);

    const href = `${site.url}${await download.getAttribute("href")}`;
    const own = await page.request.get(href);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("application/pdf");
    expect(own.headers()["content-disposition"]).toBe(`attachment; filename="${filename}"`);
    expect(own.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await own.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Nobody else gets the file: a client, another provider, a visitor; the client not even the page.
    expect(await statusFor(browser, site.url, href, CLIENT)).toMatchObject({ status: 403 });
    expect(await statusFor(browser, site.url, `${site.url}/credentials`, CLIENT)).toEqual({
      status: 302,
      location: "/overview",
    });
    const other = await newProvider(request, site.url);
    expect(await statusFor(browser, site.url, href, other)).toMatchObject({ status: 403 });
    // Signed out: to log in, and back to the file after it (issue 28).
    expect(await statusFor(browser, site.url, href)).toEqual({
      status: 302,
      location: `/login?redirect=${new URL(href, site.url).pathname}`,
    });

    await row.getByRole("button", { name: `Delete ${filename}` }).click();
    await expect(licence.getByText("File Deleted")).toBeVisible();
    await expect(licence.getByText(filename)).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(404);
  });
}

test("a web page named licence.pdf is refused with the precise message", async ({ page }) => {
  await signInByPost(page, GLOBAL.url, PROVIDER);
  await page.goto(`${GLOBAL.url}/credentials`);
  const licence = page.getByRole("region", { name: "License" });
  await licence
    .getByLabel("Add a file")
    .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: disguisedHtml() });
  await licence.getByRole("button", { name: "Save License" }).click();
  await expect(
    licence.getByText("Please upload a csv, xlsx, doc, docx, pdf, jpg, jpeg or png file"),
  ).toBeVisible();
  await expect(licence.getByText("licence.pdf")).toHaveCount(0);
});

/** A file a little over the 10 MB limit (the browser's check reads its size, not its content). */
const elevenMegabytes = () => Buffer.concat([pdfFile(), Buffer.alloc(11 * 1024 * 1024)]);

test("a file over 10 MB is refused in the browser at its field, and an empty save at the file field", async ({
  page,
}) => {
  await signInByPost(page, GLOBAL.url, PROVIDER);
  await page.goto(`${GLOBAL.url}/credentials`);
  const licence = page.getByRole("region", { name: "License" });
  const file = licence.getByLabel("Add a file");
  const posts: string[] = [];
  page.on("request", (r) => (r.method() === "POST" ? posts.push(r.url()) : undefined));

  await file.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: elevenMegabytes() });
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/File size should not exceed 10MB/);
  await licence.getByRole("button", { name: "Save License" }).click();
  await expect(file).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "Credentials and insurance" })).toBeVisible();
  expect(posts).toEqual([]);

  // Nothing typed and nothing chosen: refused beside the file field, never 'Details Saved'.
  await file.setInputFiles([]);
  for (const label of ["Title", "Issuing body", "Credential number"]) {
    await licence.getByLabel(label, { exact: true }).fill("");
  }
  await licence.getByRole("button", { name: "Save License" }).click();
  await expect(file).toHaveAccessibleDescription(/Add a file or fill in at least one detail before saving/);
  await expect(file).toBeFocused();
  await expect(licence.getByText("Details Saved")).toHaveCount(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a file over the site's limit comes back as the page's error, not the error page", async ({
    page,
  }) => {
    await signInByPost(page, GLOBAL.url, PROVIDER);
    await page.goto(`${GLOBAL.url}/credentials`);
    const licence = page.getByRole("region", { name: "License" });
    await licence
      .getByLabel("Add a file")
      .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: elevenMegabytes() });
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await licence.getByRole("button", { name: "Save License" }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByRole("heading", { level: 1, name: "Credentials and insurance" })).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "File size should not exceed 10MB" }),
    ).toBeVisible();
  });

  test("insurance documents upload, open and delete with plain forms", async ({ page }, testInfo) => {
    const filename = `policy-${testInfo.project.name}-${Date.now()}.pdf`;
    await signInByPost(page, GLOBAL.url, PROVIDER);
    await page.goto(`${GLOBAL.url}/credentials`);
    const insurance = page.getByRole("region", { name: "Insurance documents" });
    await insurance
      .getByLabel("Add a file")
      .setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdfFile() });
    await insurance.getByRole("button", { name: "Upload insurance document" }).click();
    await expect(insurance.getByText("File Uploaded")).toBeVisible();
    const row = insurance.locator("details", { hasText: filename });
    await row.getByText(filename).click();
    await expect(row.getByRole("link", { name: `Download ${filename}` })).toBeVisible();
    await row.getByRole("button", { name: `Delete ${filename}` }).click();
    await expect(insurance.getByText("File Deleted")).toBeVisible();
    await expect(insurance.getByText(filename)).toHaveCount(0);
  });
});
