import type { Locator, Page } from "@playwright/test";
import { seriousOn } from "./axe.ts";
import { giveConsent } from "./consent.ts";
import { pdfFile } from "./documents.ts";
import { expect, test } from "./fixtures.ts";
import { jpegFile } from "./images.ts";
import { emailedLink, freshEmail } from "./mail.ts";
import { logIn, PASSWORD } from "./session.ts";
import { SITES } from "./sites.ts";
import { approveLicences } from "./staff-people.ts";

type Site = (typeof SITES)[number];

const serious = async (page: Page, where: string) => (await seriousOn(page)).map((v) => `${where} ${v}`);

/** Presses a control from the keyboard: focus, then Enter (a link or button) or Space (a checkbox). */
async function press(control: Locator, key: "Enter" | "Space" = "Enter") {
  await control.focus();
  await control.press(key);
}

/** A new provider, signed up at /join-as-a-provider and confirmed from the email (they start hidden and unpublished). */
async function signUpProvider(page: Page, site: Site) {
  const email = freshEmail(`onboarding-${site.name}`);
  const word = `Quillon${Math.random().toString(36).slice(2, 8)}`;
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
  await page.goto(`${site.url}/join-as-a-provider`);
  await page.getByLabel("First name").fill("Adaeze");
  await page.getByLabel("Last name").fill(word);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await giveConsent(page);
  await press(page.getByRole("button", { name: "Create account" }));
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await emailedLink(email, "/confirm-email"));
  await press(page.getByRole("button", { name: "Confirm and log in" }));
  await expect(page).toHaveURL(`${site.url}/overview`);
  // A new account is greeted 'Welcome', not 'Welcome back' (issue 28).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Adaeze");
  return { email, word };
}

const inDirectory = async (page: Page, site: Site, word: string) => {
  await page.goto(`${site.url}/providers?search=${word}`);
  // The results' links only: the search's own chip names the word too.
  return page.getByTestId("directory-grid").getByRole("link", { name: new RegExp(word) });
};

const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Step \\d of 6: ${name}$`) })).toBeVisible();

for (const site of SITES) {
  test(`${site.name}: a new provider completes onboarding with the keyboard and appears in the directory once published`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { word, email } = await signUpProvider(page, site);
    const problems: string[] = [];

    // The overview says what is missing and where to carry on.
    const setup = page.getByTestId("onboarding-setup");
    await expect(setup).toContainText("Your profile is not public yet");
    // Each site spells it its own way (issue 28): 'license' in the US, 'licence' in Nigeria.
    await expect(
      setup.getByRole("link", { name: site.name === "nigeria" ? "Your licence" : "Your license" }),
    ).toBeVisible();
    await press(setup.getByRole("link", { name: "Continue setting up" }));
    await expect(page).toHaveURL(`${site.url}/profile?step=one`);

    // The guided tour greets the provider by name, once.
    const tour = page.locator(".driver-popover");
    await expect(tour).toContainText(`Welcome, Adaeze ${word}`);
    await page.keyboard.press("Escape");
    await expect(tour).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Onboarding steps" }).getByRole("link", { name: "Profile" }),
    ).toHaveAttribute("aria-current", "step");
    problems.push(...(await serious(page, "step one")));

    // Step one: photo and profile info.
    await stepHeading(page, "Profile");
    const chooser = page.waitForEvent("filechooser");
    await page.locator("label", { hasText: "Change photo" }).click();
    await (await chooser).setFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpegFile(900, 900) });
    const crop = page.getByRole("dialog", { name: "Crop your photo" });
    // Save is enabled once the cropper has laid the photo out.
    const savePhoto = crop.getByRole("button", { name: "Save Photo" });
    await expect(savePhoto).toBeEnabled();
    await press(savePhoto);
    await expect(page.getByText("Image Changed Successfully").first()).toBeVisible();
    const info = page.getByRole("form", { name: "Profile info" });
    await info.getByLabel("Headline").fill(`Gentle, practical help with anxiety ${word}`);
    await info.getByLabel("About you").fill("I work with adults facing worry, low mood and change.");
    await press(info.getByRole("group", { name: "Disciplines" }).getByLabel("Counsellor"), "Space");
    await press(
      info.getByRole("group", { name: /Languages you hold sessions in/ }).getByLabel("English"),
      "Space",
    );
    await press(info.getByRole("button", { name: "Next Step" }));
    await expect(page).toHaveURL(`${site.url}/profile?step=two`);

    // Step two: preferences.
    await stepHeading(page, "Preferences");
    const prefs = page.getByRole("form", { name: "Preferences" });
    await press(
      prefs.getByRole("group", { name: /Therapies you offer/ }).getByLabel("Individual Therapy"),
      "Space",
    );
    await press(
      prefs.getByRole("group", { name: "How you meet clients" }).getByLabel("Online - Video"),
      "Space",
    );
    await press(prefs.getByRole("button", { name: "Next Step" }));
    await expect(page).toHaveURL(`${site.url}/credentials?step=three`);

    // Step three: the licence.
    await stepHeading(page, "Credentials");
    problems.push(...(await serious(page, "step three")));
    const licenceName = site.name === "nigeria" ? "Licence" : "License";
    const licence = page.getByRole("region", { name: licenceName });
    await licence
      .getByLabel("Add a file")
      .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: pdfFile() });
    await press(licence.getByRole("button", { name: `Save ${licenceName}` }));
    await expect(licence.getByText("File Uploaded")).toBeVisible();
    await press(page.getByRole("link", { name: "Next Step" }));
    await expect(page).toHaveURL(`${site.url}/profile?step=fee`);

    // The fee step: back returns to step three, 'Next Step' saves and goes to step four.
    await stepHeading(page, "Fees");
    const fees = page.getByRole("form", { name: "Session fees" });
    await expect(fees.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/credentials?step=three");
    await fees.getByLabel(/^Individual Therapy/).fill("15,000");
    await press(fees.getByRole("button", { name: "Next Step" }));
    await expect(page).toHaveURL(`${site.url}/availability?step=four`);

    // Step four: hours on Monday, added from the keyboard.
    await stepHeading(page, "Availability");
    await press(page.getByRole("button", { name: "Add hours on Monday" }));
    await expect(page.getByLabel("Monday, range 1, from")).toBeFocused();
    await press(page.getByRole("button", { name: "Next Step" }));
    await expect(page).toHaveURL(`${site.url}/overview?step=five`);

    // Step five: everything is done; not public until published.
    await stepHeading(page, "Review and publish");
    await expect(page.getByText("Everything is in place.")).toBeVisible();
    await expect(page.getByTestId("onboarding-progress")).toHaveText("5 of 6 done");
    problems.push(...(await serious(page, "step five")));
    await expect(await inDirectory(page, site, word)).toHaveCount(0);
    await page.goto(`${site.url}/overview?step=five`);
    // Publishing waits for staff to verify the licence (issue 32): the step says so.
    await press(page.getByRole("button", { name: "Publish profile" }));
    await expect(
      page.getByText("Our team is checking your licence. You can publish your profile once it is verified."),
    ).toBeVisible();
    await approveLicences(request, email);
    await page.goto(`${site.url}/overview?step=five`);
    await press(page.getByRole("button", { name: "Publish profile" }));
    await expect(page.getByText("Profile Published Successfully")).toBeVisible();
    await expect(page.getByText("Your profile is live")).toBeVisible();
    // The step ends with what comes next and where to go (issue 28).
    const next = page.getByTestId("published-next");
    await expect(next.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(next).toContainText("Clients can now find you in the directory");
    await expect(page.getByRole("link", { name: "Go to your overview" })).toHaveAttribute(
      "href",
      "/overview",
    );
    await expect(await inDirectory(page, site, word)).not.toHaveCount(0);
    // The card shows the fee set in onboarding, not 'Free'.
    await expect(page.getByTestId("directory-grid").getByRole("article").first()).toContainText("15,000");

    // Published, they may hide and show their profile; the overview no longer asks for setup.
    await page.goto(`${site.url}/overview`);
    await expect(page.getByTestId("onboarding-setup")).toHaveCount(0);
    await page.goto(`${site.url}/profile`);
    await press(page.getByRole("button", { name: "Hide my profile" }));
    await expect(page.getByText("Your profile is now hidden.")).toBeVisible();
    await expect(await inDirectory(page, site, word)).toHaveCount(0);
    await page.goto(`${site.url}/profile`);
    await press(page.getByRole("button", { name: "Show my profile" }));
    await expect(page.getByText("Your profile is visible again.")).toBeVisible();
    await expect(await inDirectory(page, site, word)).not.toHaveCount(0);

    expect(problems).toEqual([]);
  });
}

test("an unpublished provider cannot show their profile, and a client has no onboarding", async ({
  page,
}) => {
  const site = SITES[0];
  await signUpProvider(page, site);
  await page.goto(`${site.url}/profile`);
  await page.getByRole("button", { name: "Show my profile" }).click();
  await expect(page.getByText("Publish your profile before showing it to clients.")).toBeVisible();

  await page.context().clearCookies();
  await page.context().addCookies([{ name: "cookie-consent", value: "essential", url: site.url }]);
  await logIn(page, site.url, "client.uk@demo.tranquil.example");
  await expect(page).toHaveURL(`${site.url}/overview`);
  await page.goto(`${site.url}/overview?step=five`);
  await expect(page.getByRole("navigation", { name: "Onboarding steps" })).toHaveCount(0);
  await expect(page.getByTestId("onboarding-setup")).toHaveCount(0);
  const publish = await page.request.post(`${site.url}/overview?step=five`, {
    form: { intent: "publish" },
    headers: { Origin: site.url },
    maxRedirects: 0,
  });
  expect(publish.status()).toBe(403);
});

test("'Next Step' with a required field empty takes focus and the screen to the first error; the tour wears the design system", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const site = SITES[0];
  await signUpProvider(page, site);
  await page.goto(`${site.url}/profile?step=one`);

  // The tour: the design system's type and buttons (44 px targets), not driver.js's.
  const tour = page.locator(".driver-popover");
  await expect(tour).toBeVisible();
  const look = await tour.evaluate((el) => ({
    font: getComputedStyle(el).fontFamily,
    next: el.querySelector(".driver-popover-next-btn")?.getBoundingClientRect().height ?? 0,
  }));
  expect(look.font).toMatch(/DM Sans/);
  expect(look.next).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("Escape");
  await expect(tour).toHaveCount(0);

  // A required field emptied: 'Next Step' at the bottom of the form is refused.
  const info = page.getByRole("form", { name: "Profile info" });
  await info.getByLabel("First name").fill("");
  const next = info.getByRole("button", { name: "Next Step" });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  const firstError = info.locator("[aria-invalid='true']").first();
  await expect(firstError).toBeFocused();
  await expect(firstError).toBeInViewport();
  await expect(page).toHaveURL(`${site.url}/profile?step=one`);
});
