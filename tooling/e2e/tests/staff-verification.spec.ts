import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { newProviderReadyToPublish, signUp } from "./booking-people.ts";
import { pdfFile } from "./documents.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./session.ts";
import { shot } from "./shots.ts";
import { API, GLOBAL, SITES } from "./sites.ts";
import { signInStaffPage } from "./staff-people.ts";

const licenceLabel = (site: (typeof SITES)[number]) => (site.name === "nigeria" ? "Licence" : "License");
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** The new provider uploads a licence on their credentials screen, as anyone does. */
async function uploadLicence(page: Page, site: (typeof SITES)[number], filename: string) {
  await page.goto(`${site.url}/credentials`);
  const licence = page.getByRole("region", { name: licenceLabel(site) });
  await licence
    .getByLabel("Add a file")
    .setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdfFile() });
  await licence.getByRole("button", { name: `Save ${licenceLabel(site)}` }).click();
  await expect(licence.getByText("File Uploaded")).toBeVisible();
  await expect(licence.locator("details", { hasText: filename }).getByTestId("check-status")).toHaveText(
    "Waiting for our team to check",
  );
  return licence;
}

/** Staff (on the global site, in a browser of their own) find the provider's document in the queue. */
async function staffQueue(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaffPage(page);
  await page.goto(`${GLOBAL.url}/staff/verifications`);
  await expect(page.getByRole("heading", { level: 1, name: "Credential verification" })).toBeVisible();
  return { page, close: () => context.close() };
}

for (const site of SITES) {
  test(`${site.name}: staff approve an uploaded licence and the Verified badge appears; another is rejected with a reason the provider reads`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const tag = `${site.name}-${testInfo.project.name}-${Date.now()}`;
    // Approved.
    const approved = await newProviderReadyToPublish(request, site, `verify-${tag}`);
    await signIn(page, site.url, approved.email);
    const filename = `licence-${tag}.pdf`;
    await uploadLicence(page, site, filename);
    await shot(page, site.name, "credentials-waiting");
    // Not publishable yet: the refusal says why.
    const early = await request.post(`${API}/v1/provider/publish`, {
      headers: { Authorization: `Bearer ${approved.token}` },
    });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      "Our team is checking your licence. You can publish your profile once it is verified.",
    );

    const staff = await staffQueue(browser);
    const card = staff.page.getByTestId("verification").filter({ hasText: filename });
    await expect(card).toBeVisible();
    await expectAccessible(staff.page);
    await shot(staff.page, "global", "staff-verifications");
    // The file opens for staff (a private download).
    const href = await card.getByRole("link", { name: `Open file ${filename}` }).getAttribute("href");
    const file = await staff.page.request.get(`${GLOBAL.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toBe(`attachment; filename="${filename}"`);
    // A decision without a reason is refused at the field; then approved with the licence's details.
    await card.getByLabel("Licence number").fill("LN-40213");
    await card.getByLabel("Issued by").fill("Health Professions Council");
    await card.getByLabel("Expires on").fill(inAYear());
    await card.getByLabel("Reason").fill("Checked with the council's register.");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(staff.page.getByText("Document approved")).toBeVisible();
    await expect(staff.page.getByTestId("verification").filter({ hasText: filename })).toHaveCount(0);

    // The provider sees it approved; their profile carries the badge.
    await page.goto(`${site.url}/credentials`);
    await expect(
      page
        .getByRole("region", { name: licenceLabel(site) })
        .locator("details", { hasText: filename })
        .getByTestId("check-status"),
    ).toHaveText("Verified");
    const publish = await request.post(`${API}/v1/provider/publish`, {
      headers: { Authorization: `Bearer ${approved.token}` },
    });
    expect(publish.status()).toBe(200);
    // A visitor sees the badge on the public profile.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${site.url}/provider/${approved.id}`);
    await expect(visitorPage.getByTestId("verified-badge")).toHaveText("Verified");
    await shot(visitorPage, site.name, "profile-verified");
    await visitor.close();

    // Rejected.
    const rejected = await signUp(request, site, `reject-${tag}`, "provider", {
      firstName: "Rex",
      lastName: `Q${tag}`,
    });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, site.url, rejected.email);
    const blurry = `blurry-${tag}.pdf`;
    await uploadLicence(otherPage, site, blurry);
    await staff.page.reload();
    const second = staff.page.getByTestId("verification").filter({ hasText: blurry });
    await second.getByRole("button", { name: "Reject" }).click();
    // The reason is required (the browser's check, then the API's).
    await expect(staff.page.getByText("Document rejected")).toHaveCount(0);
    await second.getByLabel("Reason").fill("The scan is unreadable: please upload a clearer copy.");
    await second.getByRole("button", { name: "Reject" }).click();
    await expect(staff.page.getByText("Document rejected")).toBeVisible();
    await staff.close();

    await otherPage.goto(`${site.url}/credentials`);
    const row = otherPage
      .getByRole("region", { name: licenceLabel(site) })
      .locator("details", { hasText: blurry });
    await expect(row.getByTestId("check-status")).toHaveText("Not accepted");
    await row.getByText(blurry).click();
    await expect(row.getByTestId("check-reason")).toHaveText(
      "Our team's note: The scan is unreadable: please upload a clearer copy.",
    );
    await expectAccessible(otherPage);
    await shot(otherPage, site.name, "credentials-rejected");
    await otherPage.goto(`${site.url}/notifications`);
    await expect(otherPage.getByText("Your licence was not accepted")).toBeVisible();
    await other.close();
  });
}

test("the directory's Verified filter is one canonical URL and lists verified providers", async ({
  page,
}) => {
  await page.goto(`${GLOBAL.url}/providers?verified=true`);
  await expect(page.getByRole("link", { name: "Remove filter: Verified" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByTestId("verified-badge")).toBeVisible();
  await page.goto(`${GLOBAL.url}/providers?verified=false`);
  await expect(page).toHaveURL(`${GLOBAL.url}/providers`);
});
