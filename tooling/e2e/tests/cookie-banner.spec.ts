import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { jpegFile } from "./images.ts";
import { PASSWORD } from "./session.ts";
import { SITES } from "./sites.ts";

// The cookie banner stays up in every test here (no consent cookie): it must never cover a
// dialog's buttons or the page's primary action.

/** Scrolls the element into view as a person would, then asks the page what is on top of it. */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // The centre and the two lower corners (the banner sits at the bottom), 3 px inside the edges.
    const points: Array<[number, number]> = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit) => !hit || !el.contains(hit))
      .map((hit) => hit?.closest("[data-testid]")?.getAttribute("data-testid") ?? hit?.tagName ?? "nothing");
  });
  expect(covered, "what covers it").toEqual([]);
}

async function logInKeepingBanner(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await expect(page.getByTestId("cookie-consent")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${base}/overview`);
}

for (const site of SITES) {
  const email = site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";

  test(`${site.name}: the banner covers neither the crop dialog nor 'Save preferences'`, async ({ page }) => {
    await logInKeepingBanner(page, site.url, email);
    await page.goto(`${site.url}/profile`);
    const banner = page.getByTestId("cookie-consent");
    await expect(banner).toBeVisible();

    await expectUncovered(page.getByRole("button", { name: "Save preferences" }));

    await page
      .locator("#photo-file")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpegFile(600, 600) });
    const dialog = page.getByRole("dialog", { name: "Crop your photo" });
    await expect(dialog).toBeVisible();
    await expectUncovered(dialog.getByRole("button", { name: "Save Photo" }));
    await expectUncovered(dialog.getByRole("button", { name: "Cancel" }));
    // Under the modal the banner is inert: nothing in it takes focus or clicks.
    await expect(banner).toHaveJSProperty("inert", true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveJSProperty("inert", false);
    await expect(banner.getByRole("button", { name: "Essential only" })).toBeEnabled();
  });

  test(`${site.name}: the banner covers neither the sign-up button nor its 'Log in' link`, async ({
    page,
  }) => {
    await page.goto(`${site.url}/createaccount`);
    await expect(page.getByTestId("cookie-consent")).toBeVisible();
    await expectUncovered(page.getByRole("button", { name: "Create account" }));
    await expectUncovered(page.getByRole("main").getByRole("link", { name: "Log in" }));
  });
}
