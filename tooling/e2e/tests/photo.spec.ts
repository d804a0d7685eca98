import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { jpegFile, pngFile } from "./images.ts";
import { logIn, PASSWORD } from "./session.ts";
import { API, GLOBAL } from "./sites.ts";

async function openProfile(page: Page) {
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: GLOBAL.url }]);
  await logIn(page, GLOBAL.url, "client.uk@demo.tranquil.example");
  await expect(page).toHaveURL(`${GLOBAL.url}/overview`);
  await page.goto(`${GLOBAL.url}/profile`);
}

test("upload a real 1000×800 JPEG, crop, save, and see the new avatar", async ({ page }) => {
  await openProfile(page);
  // The visible 'Change photo' control is the input's label: tapping it opens the file picker.
  await expect(page.getByLabel("Change photo")).toHaveAttribute("type", "file");
  const chooser = page.waitForEvent("filechooser");
  await page.locator("label", { hasText: "Change photo" }).click();
  await (await chooser).setFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpegFile(1000, 800) });
  const dialog = page.getByRole("dialog", { name: "Crop your photo" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Zoom").fill("1.5");
  await dialog.getByRole("button", { name: "Save Photo" }).click();
  await expect(page.getByText("Image Changed Successfully").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("profile-avatar").locator("img")).toHaveAttribute(
    "src",
    /\/files\/avatars\/.+\.jpg$/,
  );
});

test("a 100×100 PNG and a WebP get the spec's messages", async ({ page }) => {
  await openProfile(page);
  await page
    .locator("#photo-file")
    .setInputFiles({ name: "small.png", mimeType: "image/png", buffer: pngFile(100, 100) });
  await expect(page.getByText("Image dimensions should be at least 200x200 pixels.")).toBeVisible();
  await page
    .locator("#photo-file")
    .setInputFiles({ name: "photo.webp", mimeType: "image/webp", buffer: Buffer.from("RIFF0000WEBPVP8 ") });
  await expect(page.getByText("Please upload a valid image file.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a client updates their names and sees 'Profile Updated Successfully'", async ({ page }) => {
  await openProfile(page);
  await page.getByLabel("First name").fill("Hannah");
  await page.getByLabel("Last name").fill("Whitfield-Ade");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile Updated Successfully")).toBeVisible();
  await page.getByLabel("Username").fill("no spaces allowed");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Username can only contain letters, numbers, dots, dashes and underscores"),
  ).toBeVisible();
});

test("a client saves preferences and sees 'Preference Updated Successfully'", async ({ page }) => {
  await openProfile(page);
  await page.getByRole("combobox", { name: "I Prefer A Therapist Of A Specific Gender" }).click();
  await page.getByRole("option", { name: "Female" }).click();
  await page.getByLabel("Most I would pay per session").fill("60");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preference Updated Successfully")).toBeVisible();
});

test("a provider sees a client they have a booking with, and no one else", async ({ page, request }) => {
  const idOf = async (email: string) => {
    const res = await request.post(`${API}/v1/auth/login`, {
      data: { email, password: PASSWORD },
    });
    return ((await res.json()) as { user: { identifier: string } }).user.identifier;
  };
  const withBooking = await idOf("client@demo.tranquil.example");
  const stranger = await idOf("client.uk@demo.tranquil.example");
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: GLOBAL.url }]);
  await logIn(page, GLOBAL.url, "provider@demo.tranquil.example");
  await expect(page).toHaveURL(`${GLOBAL.url}/overview`);
  await page.goto(`${GLOBAL.url}/client/${withBooking}`);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(/Amara|Account Deleted/);
  await page.goto(`${GLOBAL.url}/client/${stranger}`);
  await expect(page.getByText("You can only see clients who booked a session with you.")).toBeVisible();
});
