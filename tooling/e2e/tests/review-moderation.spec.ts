import { expectAccessible } from "./axe.ts";
import { apiFor, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./session.ts";
import { shot } from "./shots.ts";
import { API, GLOBAL, SITES } from "./sites.ts";
import { signInStaffPage } from "./staff-people.ts";

interface Card {
  objectID: string;
  reviewCount: number;
  countryCode: string;
}

for (const site of SITES) {
  test(`${site.name}: a client reports a review, staff remove it, and the rating changes`, async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    test.slow();
    const request = await apiFor(playwright);
    // A seeded provider of this site with reviews, one per run (site × project), so parallel runs never
    // report the same review.
    const search = await request.get(`${API}/v1/providers?pageSize=50&country=${site.country}`);
    const cards = ((await search.json()) as { data: Card[] }).data.filter((c) => c.reviewCount >= 3);
    const provider = cards[testInfo.project.name === "mobile" ? 1 : 0];
    expect(provider, "a seeded provider with reviews").toBeDefined();
    const id = provider?.objectID ?? "";

    const client = await signUp(request, site, `report-${site.name}`, "client", {
      firstName: "Rae",
      lastName: "Porter",
    });
    await signIn(page, site.url, client.email);
    await page.goto(`${site.url}/provider/${id}`);
    const summary = page.getByTestId("rating-summary");
    const before = provider?.reviewCount ?? 0;
    await expect(summary).toContainText(`Based on ${before} reviews`);
    const review = page.getByTestId("review").first();
    const reviewId = ((await review.getAttribute("id")) ?? "").replace("review-", "");
    await review.getByText("Report", { exact: true }).click();
    await review
      .getByLabel("Why are you reporting this review?")
      .fill("It names another client of this therapist.");
    await expectAccessible(page);
    await shot(page, site.name, "review-report");
    await review.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByTestId("report-sent")).toHaveText("Thank you. Our team will look at this review.");

    // Once per person: a second report is refused with the reason why.
    const again = await request.post(`${API}/v1/reviews/${reviewId}/report`, {
      headers: { Authorization: `Bearer ${client.token}` },
      data: { reason: "Reporting it a second time." },
    });
    expect(again.status()).toBe(409);

    // Staff remove it with a reason.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInStaffPage(staff);
    await staff.goto(`${GLOBAL.url}/staff/reports`);
    await expect(staff.getByRole("heading", { level: 1, name: "Reported reviews" })).toBeVisible();
    const card = staff.locator(`[data-review="${reviewId}"]`);
    await expect(card).toContainText("It names another client of this therapist.");
    await expectAccessible(staff);
    await shot(staff, "global", "staff-reports");
    await card.getByLabel("Reason").fill("It identifies another person.");
    await card.getByRole("button", { name: "Remove review" }).click();
    await expect(staff.getByText("Review removed")).toBeVisible();
    await expect(staff.locator(`[data-review="${reviewId}"]`)).toHaveCount(0);
    await staffContext.close();

    // Gone from the profile; the rating summary counts one review fewer.
    await page.goto(`${site.url}/provider/${id}`);
    await expect(page.getByTestId("rating-summary")).toContainText(`Based on ${before - 1} review`);
    await expect(page.locator(`#review-${reviewId}`)).toHaveCount(0);
    await request.dispose();
  });
}
