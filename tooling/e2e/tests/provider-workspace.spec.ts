import type { APIRequestContext, Page } from "@playwright/test";
import { ownAddress } from "./addresses.ts";
import { seriousOn } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { emailedLink, freshEmail } from "./mail.ts";
import { logIn, PASSWORD, signIn, signInByPost } from "./session.ts";
import { API, SITES } from "./sites.ts";

type Site = (typeof SITES)[number];

/**
 * A provider of this site's country, signed up and confirmed through the API. A fresh account rather
 * than the seeded demo provider: hiding the demo provider would pull it from pages that other specs,
 * running at the same time, expect it on. New providers start hidden, as after sign-up.
 */
async function newProvider(request: APIRequestContext, site: Site) {
  const email = freshEmail(`workspace-${site.name}`);
  const word = `Zephyrine${Math.random().toString(36).slice(2, 8)}`;
  const signup = await request.post(`${API}/v1/auth/signup`, {
    headers: ownAddress(),
    data: {
      firstName: "Ngozi",
      lastName: word,
      email,
      password: PASSWORD,
      role: "provider",
      countryCode: site.country,
      site: site.url,
      acceptTerms: true,
      healthDataConsent: true,
    },
  });
  expect(signup.status()).toBeLessThan(300);
  const link = new URL(await emailedLink(email, "/confirm-email"));
  const confirm = await request.post(`${API}/v1/auth/confirm-email`, {
    data: { token: link.searchParams.get("token") },
  });
  expect(confirm.status()).toBe(200);
  const login = await request.post(`${API}/v1/auth/login`, { data: { email, password: PASSWORD } });
  const { user } = (await login.json()) as { user: { identifier: string } };
  return { email, word, id: user.identifier };
}

/** The provider's card links among the directory's results for their unique name. */
const directoryCards = async (page: Page, site: Site, provider: { word: string; id: string }) => {
  await page.goto(`${site.url}/providers?search=${provider.word}`);
  return page.locator(`main a[href="/provider/${provider.id}"]`);
};

for (const site of SITES) {
  test(`${site.name}: a provider edits profile info and preferences, sets a free therapy, and stays hidden until published`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const provider = await newProvider(request, site);
    await signInByPost(page, site.url, provider.email);
    await page.goto(`${site.url}/profile`);

    // Profile info, with the office address form of the provider's country.
    const info = page.getByRole("form", { name: "Profile info" });
    await info.getByLabel("Title", { exact: true }).fill("Dr.");
    await info.getByLabel("Headline").fill(`Calm, practical help with worry and low mood ${provider.word}`);
    await info.getByLabel("I also meet clients in person at an office").check();
    await info.getByLabel("Street address").fill("12 Admiralty Way");
    await info.getByLabel("Town or city").fill(site.country === "NG" ? "Lekki" : "London");
    if (site.country === "NG") await info.getByLabel("State or region").fill("Lagos");
    else await info.getByLabel("Postcode").fill("NW1 6XE");
    await info.getByRole("button", { name: "Save profile info" }).click();
    await expect(page.getByText("Profile Updated Successfully")).toBeVisible();

    // Preferences: a long list filters as the searchable select does.
    const prefs = page.getByRole("form", { name: "Preferences" });
    const therapies = prefs.getByRole("group", { name: /Therapies you offer/ });
    await therapies.getByLabel("Individual Therapy").check();
    await therapies.getByLabel("Initial Consultation").check();
    await prefs.getByRole("group", { name: "How you meet clients" }).getByLabel("Online - Video").check();
    const concerns = prefs.getByRole("group", { name: /Concerns you work with/ });
    await concerns.getByLabel("Filter the list").fill("anxi");
    await concerns.getByLabel("Anxiety").check();
    await concerns.getByLabel("Filter the list").fill("zzzz");
    await expect(concerns.getByText("No matching options found")).toBeVisible();
    await prefs.getByLabel("Female").check();
    await prefs.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Preference Updated Successfully")).toBeVisible();

    // Fees in settings mode: 'Save' saves and closes the panel.
    await page.getByRole("link", { name: "Edit fees" }).click();
    const editor = page.getByRole("form", { name: "Session fees" });
    await editor.getByLabel(/^Individual Therapy/).fill("15,000");
    await editor.getByLabel(/^Initial Consultation/).fill("5,000");
    await expect(editor.getByRole("checkbox", { name: "Mark as free" })).toHaveCount(1);
    await editor.getByRole("checkbox", { name: "Mark as free" }).check();
    await expect(editor.getByLabel(/^Initial Consultation/)).toHaveValue("0");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Fee added successfully")).toBeVisible();
    await expect(page.getByRole("form", { name: "Session fees" })).toHaveCount(0);
    await expect(page.getByTestId("fee-summary")).toContainText("Free");

    // Hidden (as every new provider starts): not in the directory, and their own profile says so.
    await expect(page.getByTestId("visibility-state")).toContainText("hidden");
    await expect(await directoryCards(page, site, provider)).toHaveCount(0);
    await page.goto(`${site.url}/provider/${provider.id}`);
    await expect(page.getByTestId("hidden-notice")).toBeVisible();
    const fees = page.getByTestId("fees");
    await expect(fees.getByRole("listitem").filter({ hasText: "Initial Consultation" })).toContainText(
      "Free",
    );
    await expect(fees.getByRole("listitem").filter({ hasText: "Individual Therapy" })).not.toContainText(
      "Free",
    );
    await expect(page.getByRole("link", { name: "Cancellation policy" })).toHaveAttribute(
      "href",
      "/cancellation-policy",
    );

    // Not published yet (onboarding publishes): showing is refused and it stays out of the directory.
    // Hiding and showing a published profile is in provider-onboarding.spec.ts.
    await page.goto(`${site.url}/profile`);
    await page.getByRole("button", { name: "Show my profile" }).click();
    await expect(page.getByText("Publish your profile before showing it to clients.")).toBeVisible();
    await expect(await directoryCards(page, site, provider)).toHaveCount(0);
    // Nobody else can open it.
    const anonymous = await request.get(`${site.url}/provider/${provider.id}`);
    expect(anonymous.status()).toBe(404);
  });
}

test("global: a provider chooses the UK, sets fees in pounds, and cannot change country under them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = SITES[0];
  const provider = await newProvider(request, site);
  await signInByPost(page, site.url, provider.email);
  await page.goto(`${site.url}/profile`);
  const info = page.getByRole("form", { name: "Profile info" });
  // One home per setting (decision 045): the approval switch lives in the booking settings.
  await expect(info.getByRole("checkbox", { name: /approve/ })).toHaveCount(0);
  const country = info.getByRole("group", { name: "Country you practice in" });
  await expect(country.getByLabel("United States")).toBeChecked();
  await country.getByLabel("United Kingdom").check();
  await info.getByRole("button", { name: "Save profile info" }).click();
  await expect(page.getByText("Profile Updated Successfully")).toBeVisible();
  await page.reload();
  await expect(country.getByLabel("United Kingdom")).toBeChecked();

  const prefs = page.getByRole("form", { name: "Preferences" });
  await prefs
    .getByRole("group", { name: /Therapies you offer/ })
    .getByLabel("Individual Therapy")
    .check();
  await prefs.getByRole("group", { name: "How you meet clients" }).getByLabel("Online - Video").check();
  await prefs.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preference Updated Successfully")).toBeVisible();
  await page.getByRole("link", { name: "Edit fees" }).click();
  const editor = page.getByRole("form", { name: "Session fees" });
  await editor.getByLabel(/^Individual Therapy/).fill("90");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Fee added successfully")).toBeVisible();
  await expect(page.getByTestId("fee-summary")).toContainText("£90");

  // Fees in pounds: moving to the US is refused on the field, and nothing changes.
  await country.getByLabel("United States").check();
  await info.getByRole("button", { name: "Save profile info" }).click();
  await expect(country).toContainText(
    "Your fees are set in GBP. To change country, first set every fee to 0",
  );
  await page.reload();
  await expect(country.getByLabel("United Kingdom")).toBeChecked();
  await expect(page.getByTestId("fee-summary")).toContainText("£90");

  // The booking settings hold the approval switch and point to the profile for the office address.
  await page.goto(`${site.url}/availability`);
  await expect(page.getByLabel("Clients wait for my approval before a booking is confirmed")).toBeVisible();
  await expect(page.getByLabel("Office address")).toHaveCount(0);
  await expect(page.getByTestId("office-elsewhere").getByRole("link")).toHaveAttribute(
    "href",
    "/profile#profile-info-title",
  );
});

test("the provider overview shows earnings and upcoming sessions, not a wallet", async ({ page }) => {
  const site = SITES[1];
  await signIn(page, site.url, "provider@demo.tranquil.example");
  await expect(page.getByRole("heading", { name: "Earnings" })).toBeVisible();
  await expect(page.getByTestId("earnings")).toContainText("Available");
  await expect(page.getByTestId("earnings")).toContainText("₦");
  await expect(page.getByRole("link", { name: "View earnings" })).toHaveAttribute("href", "/earnings");
  await expect(page.getByTestId("wallet-balance")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Upcoming appointments" })).toBeVisible();
});

for (const site of SITES) {
  test(`${site.name}: a client is refused every provider-only form and sees none of them`, async ({
    page,
  }) => {
    const email = site.name === "global" ? "client.uk@demo.tranquil.example" : "client@demo.tranquil.example";
    await signInByPost(page, site.url, email);
    await page.goto(`${site.url}/profile`);
    await expect(page.getByRole("heading", { name: "Profile info" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Session fees" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Visibility" })).toHaveCount(0);
    for (const intent of ["profile-info", "provider-preferences", "fees", "visibility"]) {
      const res = await page.request.post(`${site.url}/profile`, {
        form: { intent },
        headers: { Origin: site.url },
        maxRedirects: 0,
      });
      expect(res.status(), intent).toBe(403);
    }
    await page.goto(`${site.url}/overview`);
    await expect(page.getByTestId("earnings")).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a provider opens the fee editor, saves, and the panel closes", async ({ page, request }) => {
    const site = SITES[0];
    const provider = await newProvider(request, site);
    await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
    await logIn(page, site.url, provider.email);
    await page.goto(`${site.url}/profile`);
    const prefs = page.getByRole("form", { name: "Preferences" });
    await prefs.getByLabel("Initial Consultation").check();
    await prefs.getByLabel("Online - Audio").check();
    await prefs.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Preference Updated Successfully")).toBeVisible();
    await page.getByRole("link", { name: "Edit fees" }).click();
    const editor = page.getByRole("form", { name: "Session fees" });
    await editor.getByRole("checkbox", { name: "Mark as free" }).check();
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Fee added successfully")).toBeVisible();
    await expect(page.getByTestId("fee-summary")).toContainText("Free");
  });
});

for (const site of SITES) {
  test(`${site.name}: the provider workspace and the cancellation policy have no serious accessibility violations`, async ({
    page,
  }) => {
    // axe over four full pages takes a while on a phone-sized, throttled machine.
    test.setTimeout(120_000);
    await signInByPost(page, site.url, "provider@demo.tranquil.example");
    for (const path of ["/overview", "/profile", "/profile?fees=edit", "/cancellation-policy"]) {
      await page.goto(`${site.url}${path}`);
      expect((await seriousOn(page)).map((v) => `${path} ${v}`)).toEqual([]);
    }
    await page.goto(`${site.url}/cancellation-policy`);
    for (const heading of ["Cancellation", "Rescheduling", "Refund", "Contact", "Conclusion"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
  });
}
