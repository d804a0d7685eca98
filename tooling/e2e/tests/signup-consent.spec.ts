import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { consentBoxes, giveConsent } from "./consent.ts";
import { expect, test } from "./fixtures.ts";
import { emailedLink, freshEmail } from "./mail.ts";
import { dismissCookies } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 28, consent where it is needed: sign-up asks for agreement to the terms and the privacy policy
// and for explicit consent to processing health information (GDPR article 9), on both sites, for
// clients (/createaccount) and providers (/join-as-a-provider), with and without JavaScript. A form
// sent without them is refused beside each box; the export of the new account lists what was agreed.

const PASSWORD = "a-quiet-harbour-7";
const TERMS_ERROR = "Agree to the Terms of Service and the Privacy Policy to create an account";
const HEALTH_ERROR =
  "Consent to the processing of health information to create an account: sessions cannot be arranged without it";
const ROLES = [
  { role: "client", path: "/createaccount" },
  { role: "provider", path: "/join-as-a-provider" },
] as const;

async function fillForm(page: Page, email: string) {
  await page.getByLabel("First name").fill("Tomi");
  await page.getByLabel("Last name").fill("Adewale");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
}

/** Refused without the boxes (each box names its error), then accepted with them. */
async function refusedThenSent(
  page: Page,
  site: (typeof SITES)[number],
  role: string,
  email: string,
  { audit }: { audit: boolean },
) {
  await fillForm(page, email);
  await page.getByRole("button", { name: "Create account" }).click();
  const boxes = consentBoxes(page);
  await expect(boxes.terms).toHaveAccessibleDescription(new RegExp(TERMS_ERROR));
  await expect(boxes.health).toHaveAccessibleDescription(new RegExp(HEALTH_ERROR));
  await expect(boxes.terms).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("check-email")).toHaveCount(0);
  await shot(page, site.name, `signup-${role}-consent-refused`);
  // axe runs in the page: only where scripts run.
  if (audit) await expectAccessible(page);
  // One box ticked: the other is still refused, and the ticked one stays ticked.
  await boxes.terms.check();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(boxes.health).toHaveAccessibleDescription(new RegExp(HEALTH_ERROR));
  await expect(boxes.terms).toBeChecked();
  await expect(page.getByText(TERMS_ERROR)).toHaveCount(0);
  await giveConsent(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("check-email")).toBeVisible();
}

for (const site of SITES) {
  for (const { role, path } of ROLES) {
    test(`${site.name}: a ${role} cannot sign up without consent; with it, the export records it`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const email = freshEmail(`consent-${role}-${site.name}`);
      await page.goto(`${site.url}${path}`);
      await dismissCookies(page);
      await shot(page, site.name, `signup-${role}-consent`);
      await refusedThenSent(page, site, role, email, { audit: true });

      // The account's data lists the three consents with their versions and times.
      const token = new URL(await emailedLink(email, "/confirm-email")).searchParams.get("token");
      const confirmed = await request.post(`${API}/v1/auth/confirm-email`, { data: { token } });
      expect(confirmed.status()).toBe(200);
      const { token: session } = (await confirmed.json()) as { token: string };
      const exported = await request.get(`${API}/v1/me/export`, {
        headers: { Authorization: `Bearer ${session}` },
      });
      const { consents } = (await exported.json()) as {
        consents: Array<{ kind: string; version: string; givenAt: string }>;
      };
      expect(consents.map((c) => c.kind).sort()).toEqual(["health-data", "privacy", "terms"]);
      for (const c of consents) {
        expect(c.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Date.now() - Date.parse(c.givenAt)).toBeLessThan(10 * 60_000);
      }
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const site of SITES) {
    for (const { role, path } of ROLES) {
      test(`${site.name}: a ${role}'s sign-up asks for consent as a plain form`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(`${site.url}${path}`);
        await refusedThenSent(page, site, `${role}-nojs`, freshEmail(`consent-nojs-${role}-${site.name}`), {
          audit: false,
        });
      });
    }
  }
});
