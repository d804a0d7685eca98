import { expect, test } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { SITES } from "./sites.ts";

for (const site of SITES) {
  test(`${site.name}: a wrong current password is said once, beside its field`, async ({ page }) => {
    const email = site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";
    await logIn(page, site.url, email);
    await expect(page).toHaveURL(`${site.url}/overview`);
    await page.goto(`${site.url}/security`);
    await page.getByLabel("Current password").fill("not-my-password-1");
    await page.getByLabel("New password").fill("a-calm-new-place-42");
    await page.getByRole("button", { name: "Change password" }).click();

    const current = page.getByLabel("Current password");
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription("Current password is incorrect");
    await expect(current).toBeFocused();
    await expect(page.getByText("Current password is incorrect")).toHaveCount(1);
    await expect(page.getByRole("main")).not.toContainText("currentPassword");
  });
}
