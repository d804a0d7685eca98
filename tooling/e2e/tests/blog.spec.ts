import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { emailedLink, freshEmail, mailTo } from "./mail.ts";
import { shot } from "./shots.ts";
import { SITES } from "./sites.ts";

/**
 * The blog (issue 16, screens 5–7) on both sites: categories and pagination by URL, search with its
 * dropdown, a post's Article structured data, browsing with JavaScript off, the newsletter's double
 * opt-in through the dev outbox, and axe on every page. The seeded blog: 30 posts in 5 categories
 * (6 in Self-Care), newest first, 10 a page.
 */
const POST = "/blog/therapy-explained/what-happens-in-your-first-therapy-session";

/** Types a term once the page has hydrated, and waits for the dropdown (a 1.5 s debounce, then a load). */
async function typeSearch(page: Page, term: string) {
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("searchbox", { name: "Search articles" });
  await expect(async () => {
    await box.fill("");
    await box.fill(term);
    await expect(page.getByRole("link", { name: "more", exact: true })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 20_000 });
}

const cards = (page: Page) => page.getByRole("main").locator("article");
const categories = (page: Page) => page.getByRole("navigation", { name: "Blog categories" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

for (const site of SITES) {
  test.describe(`${site.name} blog`, () => {
    test("lists posts by category and page, the URL leading", async ({ page }, _info) => {
      await page.goto(`${site.url}/blog`);
      await expect(page.getByRole("heading", { level: 1, name: "News, Insights and Updates" })).toBeVisible();
      await expect(
        page.getByText("Latest news, tips, and insights on tranquility and well-being"),
      ).toBeVisible();
      await expect(categories(page).getByRole("link", { name: "All categories" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(cards(page)).toHaveCount(10);
      await shot(page, site.name, "blog");

      // Pagination follows the URL; previous is disabled on page 1.
      await expect(pagination(page).locator('[aria-disabled="true"]')).toHaveCount(1);
      await pagination(page).getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(`${site.url}/blog?page=2`);
      await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page.goto(`${site.url}/blog?page=3`);
      await expect(cards(page)).toHaveCount(10);
      await expect(pagination(page).locator('[aria-disabled="true"]')).toHaveCount(1);
      await expect(pagination(page).getByRole("link", { name: "Next page" })).toHaveCount(0);

      // A category starts at page 1; one page of posts shows no pagination.
      await categories(page).getByRole("link", { name: "Self-Care" }).click();
      await expect(page).toHaveURL(`${site.url}/blog/self-care`);
      await expect(cards(page)).toHaveCount(6);
      await expect(pagination(page)).toHaveCount(0);
      await shot(page, site.name, "category");
      // Past the last page: the empty state.
      await page.goto(`${site.url}/blog/self-care?page=4`);
      await expect(page.getByText("No result found")).toBeVisible();
      await expect(page.getByText("sorry the content you are looking for is unavailable....")).toBeVisible();
      await page.goto(`${site.url}/blog/self-care`);
      await categories(page).getByRole("link", { name: "All categories" }).click();
      await expect(page).toHaveURL(`${site.url}/blog`);
      expect((await page.request.get(`${site.url}/blog/no-such-category`)).status()).toBe(404);
    });

    test("searches: a dropdown of titles with a 'more' link, the full results, none, and an empty term", async ({
      page,
    }, _info) => {
      test.slow();
      await page.goto(`${site.url}/blog`);
      await typeSearch(page, "therapy");
      const more = page.getByRole("link", { name: "more", exact: true });
      await expect(
        page.getByRole("list", { name: "Matching articles" }).getByRole("link").first(),
      ).toBeVisible();
      await shot(page, site.name, "search-dropdown");
      await more.click();
      await expect(page).toHaveURL(`${site.url}/blog/search/therapy`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("therapy");
      const titles = await cards(page).getByRole("heading").allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title.toLowerCase()).toContain("therapy");
      await shot(page, site.name, "search");

      await page.goto(`${site.url}/blog/search/zzqx-nothing`);
      await expect(page.getByText("No results found.")).toBeVisible();

      await page.goto(`${site.url}/blog`);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByText("Fields cannot be empty")).toBeVisible();
      await expect(page).toHaveURL(`${site.url}/blog`);
    });

    test("a post carries valid Article structured data, its reading time and related posts", async ({
      page,
    }, _info) => {
      await page.goto(`${site.url}${POST}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "What Happens in Your First Therapy Session" }),
      ).toBeVisible();
      await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
      await expect(page.getByText("By Dr. Funmi Adeyemi")).toBeVisible();
      // The Markdown became headings and a list, under the page's h1.
      await expect(page.getByRole("heading", { level: 2, name: "Before the session" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Related articles" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Related articles" }).locator("article")).toHaveCount(3);

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
      const article = data.find((d) => d["@type"] === "Article") as Record<string, unknown> & {
        author: { "@type": string; name: string };
        publisher: { name: string };
        image: string[];
        mainEntityOfPage: { "@id": string };
      };
      expect(article["@context"]).toBe("https://schema.org");
      expect(article.headline).toBe("What Happens in Your First Therapy Session");
      expect(Number.isNaN(Date.parse(String(article.datePublished)))).toBe(false);
      expect(Number.isNaN(Date.parse(String(article.dateModified)))).toBe(false);
      expect(article.author).toEqual({ "@type": "Person", name: "Dr. Funmi Adeyemi" });
      expect(article.publisher.name).toBe("Tranquil");
      expect(article.image[0]).toMatch(/^https?:\/\//);
      expect(article.mainEntityOfPage["@id"]).toMatch(new RegExp(`${POST}$`));
      expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
      await shot(page, site.name, "post");

      // A post under another category's address moves to its own.
      await page.goto(`${site.url}/blog/self-care/what-happens-in-your-first-therapy-session`);
      await expect(page).toHaveURL(`${site.url}${POST}`);
      expect((await page.request.get(`${site.url}/blog/self-care/no-such-post`)).status()).toBe(404);
    });

    test("the newsletter: invalid email, then subscribe and confirm through the emailed link", async ({
      page,
      request,
    }, _info) => {
      await page.goto(`${site.url}/blog`);
      const block = page.getByRole("region", { name: "Stay Updated" });
      await expect(
        block.getByText("Subscribe to receive our latest posts and insights straight to your inbox."),
      ).toBeVisible();
      const email = block.getByPlaceholder("Enter Your Email");
      await email.fill("not-an-email");
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(block.getByText("Please enter a valid email address")).toBeVisible();
      await shot(page, site.name, "newsletter-invalid");

      const address = freshEmail(`newsletter-${site.name}`);
      await email.fill(address);
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(block.getByRole("status")).toContainText("Check your inbox");
      await shot(page, site.name, "newsletter-sent");

      const link = await emailedLink(address, "/newsletter/confirm");
      expect(link.startsWith(`${site.url}/newsletter/confirm?token=`)).toBe(true);
      // Subscribing again: the same answer and no second email.
      const again = await request.post(`${site.url}/newsletter`, {
        form: { email: address, type: "blog-post" },
        headers: { Origin: site.url },
      });
      expect(again.status()).toBe(200);
      expect(await mailTo(address)).toHaveLength(1);

      await page.goto(link);
      await shot(page, site.name, "newsletter-confirm");
      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("status")).toContainText("Your subscription is confirmed");
      await shot(page, site.name, "newsletter-confirmed");

      await page.goto(await emailedLink(address, "/newsletter/unsubscribe"));
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("status")).toContainText("You have been unsubscribed");
    });

    for (const path of [
      "/blog",
      "/blog/relationships",
      POST,
      "/blog/search/sleep",
      "/blog/search/zzqx",
      "/newsletter",
    ]) {
      test(`${path}: no serious or critical accessibility violations`, async ({ page }) => {
        test.slow();
        await page.goto(`${site.url}${path}`);
        await expectAccessible(page);
      });
    }

    test("/newsletter, answering a plain form post: no serious or critical accessibility violations", async ({
      page,
    }) => {
      test.slow();
      // axe is a script, and never runs where JavaScript is off: the page is opened as the no-JS form's
      // post (the navigation turned into that POST), so the server renders the answer it would send then.
      for (const email of ["nope", freshEmail(`axe-${site.name}`)]) {
        await page.route(`${site.url}/newsletter`, (route) =>
          route.continue({
            method: "POST",
            postData: new URLSearchParams({ email, type: "blog-post" }).toString(),
            headers: {
              ...route.request().headers(),
              "content-type": "application/x-www-form-urlencoded",
              origin: site.url,
            },
          }),
        );
        await page.goto(`${site.url}/newsletter`);
        await page.unroute(`${site.url}/newsletter`);
        await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
        await expect(
          page.getByText(email === "nope" ? "Please enter a valid email address" : "Check your inbox"),
        ).toBeVisible();
        await expectAccessible(page);
      }
    });

    test("the search dropdown has no serious or critical accessibility violations", async ({ page }) => {
      test.slow();
      await page.goto(`${site.url}/blog`);
      await typeSearch(page, "sleep");
      await expectAccessible(page);
    });
  });

  test.describe(`${site.name} blog without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("browses categories and pages, searches and subscribes with plain links and forms", async ({
      page,
    }, _info) => {
      test.slow();
      await page.goto(`${site.url}/blog`);
      await expect(cards(page)).toHaveCount(10);
      await categories(page).getByRole("link", { name: "Relationships" }).click();
      await expect(page).toHaveURL(`${site.url}/blog/relationships`);
      await cards(page).first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${site.url}/blog/relationships/[a-z0-9-]+$`));
      await expect(page.getByRole("heading", { level: 2, name: "Related articles" })).toBeVisible();
      await page.goto(`${site.url}/blog`);
      await pagination(page).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(`${site.url}/blog?page=2`);

      // Search: an empty term says so; a term lands on its results page.
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByText("Fields cannot be empty")).toBeVisible();
      await page.getByRole("searchbox", { name: "Search articles" }).fill("sleep");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/blog/search/sleep`);
      await expect(cards(page).first()).toBeVisible();

      // The newsletter form posts to /newsletter, which shows the answer.
      const block = page.getByRole("region", { name: "Stay Updated" });
      await block.getByPlaceholder("Enter Your Email").fill("nope");
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(`${site.url}/newsletter`);
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      // The answer's page has a heading of its own (axe: "..., answering a plain form post" above).
      await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
      await shot(page, site.name, "newsletter-nojs-invalid");
      await page.getByPlaceholder("Enter Your Email").fill(freshEmail(`nojs-${site.name}`));
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status")).toContainText("Check your inbox");
      await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
      await shot(page, site.name, "newsletter-nojs");
    });
  });
}
