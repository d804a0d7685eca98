import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { dismissCookies } from "./session.ts";
import { SHOTS_DIR, shot } from "./shots.ts";
import { SITES } from "./sites.ts";

/**
 * Issue 16's public pages on both sites: their headings and sections, the contact form (with and
 * without JavaScript), the assessment's suggestions leading to a filtered directory, and axe.
 */

const RECEIVED = "Thank you, we have received your message. We reply by email within one working day.";

const PAGES = [
  {
    path: "/therapy",
    h1: "Our services",
    sections: ["Types of therapy", "Ways to meet", "How booking works", "Fees"],
  },
  { path: "/about-us", h1: "About us", sections: ["Why we exist", "Our therapists", "Privacy and safety"] },
  {
    path: "/terms-of-service",
    h1: "Terms of Service",
    sections: ["Who we are", "Bookings and payments", "Cancellations and rescheduling", "Governing law"],
  },
  {
    path: "/privacy-policy",
    h1: "Privacy Policy",
    sections: ["Who is responsible for your data", "What we collect", "Your rights", "Cookies"],
  },
  {
    path: "/join-as-a-provider",
    h1: "Join as a provider",
    sections: ["Why therapists join", "How it works", "Fees and commission", "What you need"],
  },
  { path: "/contact-us", h1: "Contact us", sections: ["Send us a message", "Other ways to reach us"] },
  { path: "/assessment", h1: "Assessment", sections: ["The questionnaire"] },
] as const;

const answer = (page: Page, question: RegExp | string, choice: string) =>
  page.getByRole("group", { name: question }).getByLabel(choice, { exact: true }).check();

async function fillContact(page: Page, email: string) {
  await page.getByLabel("Your name", { exact: true }).fill("Ada Obi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Payments, wallet or refunds").check();
  await page.getByLabel("Message", { exact: true }).fill("My top-up shows as pending since yesterday.");
}

for (const site of SITES) {
  for (const { path, h1, sections } of PAGES) {
    test(`${site.name} ${path}: its heading, its sections and no serious axe violation`, async ({ page }) => {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      for (const name of sections)
        await expect(page.getByRole("main").getByRole("heading", { level: 2, name })).toBeVisible();
      // The service layout: the header mounts on the client, the footer names the region's company.
      await expect(page.getByRole("banner").getByRole("link", { name: /Home/ }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo").getByTestId("copyright")).toContainText(site.company);
      await expectAccessible(page);
      if (SHOTS_DIR) {
        const width = page.viewportSize()?.width;
        await dismissCookies(page).catch(() => {});
        await page.screenshot({
          path: `${SHOTS_DIR}/${site.name}${path.replace(/\//g, "-")}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }

  test(`${site.name}: about and join read as marketing pages, the legal pages keep their date and contents`, async ({
    page,
  }) => {
    for (const path of ["/about-us", "/join-as-a-provider"]) {
      await page.goto(`${site.url}${path}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      // Issue 28: no 'Last updated' and no 'On this page' apparatus on a marketing page...
      await expect(main.getByText(/^Last updated/)).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
      // ...and its hero has a call to action and no empty half: the words are centred in the band, or
      // an aside fills the other side (the band's empty space left and right is about even).
      const hero = page.getByTestId("service-hero");
      await expect(hero.getByRole("link").first()).toBeVisible();
      const spread = await hero.evaluate((band) => {
        const outer = band.getBoundingClientRect();
        const boxes = [...band.querySelectorAll("h1, p, a, aside")].map((el) => el.getBoundingClientRect());
        const left = Math.min(...boxes.map((b) => b.left)) - outer.left;
        const right = outer.right - Math.max(...boxes.map((b) => b.right));
        return { left, right, width: outer.width };
      });
      expect(Math.abs(spread.left - spread.right), path).toBeLessThan(spread.width * 0.15);
      await shot(page, site.name, `marketing${path.replace(/\//g, "-")}`);
    }
    for (const path of ["/terms-of-service", "/privacy-policy"]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole("main").getByText(/^Last updated/)).toBeVisible();
      await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
    }
  });

  test(`${site.name}: the legal pages name the region's company, list their sections and jump to them`, async ({
    page,
  }) => {
    await page.goto(`${site.url}/terms-of-service`);
    const main = page.getByRole("main");
    await expect(main).toContainText(`This site is operated by ${site.company}`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveCount(10);
    await toc.getByRole("link", { name: "Governing law" }).click();
    await expect(page).toHaveURL(/#law$/);
    await expect(page.getByRole("heading", { name: "Governing law" })).toBeInViewport();
    await expect(page.locator("#law")).toContainText(
      site.name === "nigeria" ? "Federal Republic of Nigeria" : "England and Wales",
    );
    await page.goto(`${site.url}/privacy-policy`);
    await expect(main).toContainText(
      site.name === "nigeria" ? "Nigeria Data Protection Act 2023" : "HIPAA and GDPR",
    );
  });

  test(`${site.name} /therapy: the catalogue's therapies and ways to meet, fees and the way on`, async ({
    page,
  }) => {
    await page.goto(`${site.url}/therapy`);
    const therapies = page.getByTestId("therapy-list");
    for (const name of ["Individual Therapy", "Couples Therapy", "Initial Consultation"])
      await expect(therapies.getByRole("heading", { name })).toBeVisible();
    await expect(
      page.getByTestId("modality-list").getByRole("heading", { name: "Online - Video" }),
    ).toBeVisible();
    await expect(page.locator("#fees")).toContainText(
      site.name === "nigeria" ? "naira (₦)" : "pounds sterling (£)",
    );
    await expect(page.getByRole("link", { name: "Book an initial consultation" })).toHaveAttribute(
      "href",
      "/therapy/initial-consultation",
    );
    await page.getByTestId("concern-links").getByRole("link", { name: "Anxiety", exact: true }).click();
    await expect(page).toHaveURL(/\/providers\?concern=[0-9A-Z]{26}$/);
    await expect(page.getByTestId("directory-grid").getByRole("link").first()).toBeVisible();
  });

  test(`${site.name} /join-as-a-provider: the commission and a provider sign-up on the page`, async ({
    page,
  }) => {
    await page.goto(`${site.url}/join-as-a-provider`);
    await expect(page.locator("#fees")).toContainText("a commission of 20% of its fee and the remaining 80%");
    await page.getByRole("main").getByRole("link", { name: "Create your provider account" }).first().click();
    await expect(page).toHaveURL(/#signup$/);
    const form = page.locator("#signup");
    await expect(form.getByRole("heading", { name: "Create your provider account" })).toBeVisible();
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
  });

  test(`${site.name} /contact-us: errors beside the fields, then the confirmation`, async ({ page }) => {
    await page.goto(`${site.url}/contact-us`);
    await dismissCookies(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Please choose what your message is about")).toBeVisible();
    await expect(page.getByText("Please write at least 10 characters so we can help")).toBeVisible();
    await fillContact(page, `contact-${site.name}-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: RECEIVED })).toBeVisible();
  });

  test(`${site.name} /assessment: a short questionnaire suggests concerns and leads to matching therapists`, async ({
    page,
  }) => {
    await page.goto(`${site.url}/assessment`);
    await expect(page.getByRole("main")).toContainText("not an AI");
    await expect(page.getByTestId("crisis-notice")).toContainText(site.name === "nigeria" ? "112" : "999");
    // Unanswered questions are named.
    await page.getByRole("button", { name: "See my suggestions" }).click();
    await expect(page.getByText("Please answer every question.")).toBeVisible();
    await expect(page.getByTestId("question-mood")).toContainText("Please choose an answer");
    await answer(page, /felt most days/, "Worried or tense");
    await answer(page, /weighing on you most/, "Work or studies");
    await answer(page, /sleeping/, "Well enough");
    await answer(page, /worry or panic/, "Often");
    await answer(page, /hard to control/, "None of these");
    await answer(page, /people around you/, "I feel supported");
    await answer(page, /better off dead/, "No");
    await page.getByRole("button", { name: "See my suggestions" }).click();
    const suggested = page.getByTestId("recommended-concerns").getByRole("link");
    await expect(suggested).toHaveText([
      "Therapists for Anxiety",
      "Therapists for Panic Attacks",
      "Therapists for Work Stress",
    ]);
    await page.getByRole("link", { name: "See therapists for all of these" }).click();
    await expect(page).toHaveURL(/\/providers\?concern=[0-9A-Z]{26}(%2C|,)[0-9A-Z]{26}(%2C|,)[0-9A-Z]{26}$/);
    await expect(page.getByTestId("directory-grid").getByRole("link").first()).toBeVisible();
  });

  test(`${site.name} /assessment: thoughts of self-harm put the emergency numbers first`, async ({
    page,
  }) => {
    await page.goto(
      `${site.url}/assessment?mood=low&area=loss&sleep=too-much&worry=sometimes&habits=no&people=alone&safety=sometimes`,
    );
    const result = page.locator("#result");
    await expect(result).toContainText("Please talk to someone today.");
    await expect(result.getByTestId("crisis-notice")).toContainText(
      site.name === "nigeria" ? "Emergency: 112" : "Emergency: 999",
    );
    await expect(result.getByTestId("recommended-concerns").getByRole("link").first()).toHaveText(
      "Therapists for Suicidal Thoughts",
    );
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const site of SITES) {
    test(`${site.name} /contact-us posts as a plain form`, async ({ page }) => {
      await page.goto(`${site.url}/contact-us`);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Please enter your name")).toBeVisible();
      await fillContact(page, `contact-nojs-${site.name}-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText(RECEIVED)).toBeVisible();
    });

    test(`${site.name} /assessment answers as a GET form`, async ({ page }) => {
      await page.goto(`${site.url}/assessment`);
      await answer(page, /felt most days/, "Low, sad or without energy");
      await answer(page, /weighing on you most/, "A loss or bereavement");
      await answer(page, /sleeping/, "Well enough");
      await answer(page, /worry or panic/, "Rarely");
      await answer(page, /hard to control/, "None of these");
      await answer(page, /people around you/, "I feel alone");
      await answer(page, /better off dead/, "No");
      await page.getByRole("button", { name: "See my suggestions" }).click();
      await expect(page).toHaveURL(/\/assessment\?step=result&mood=low&area=loss/);
      await expect(page.getByTestId("recommended-concerns").getByRole("link")).toHaveText([
        "Therapists for Depression",
        "Therapists for Loneliness",
        "Therapists for Grief and Loss",
      ]);
    });
  }
});
