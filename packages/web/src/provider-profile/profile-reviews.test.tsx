// @vitest-environment jsdom
import type { components } from "@marketplace/api-client";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as css from "./profile.css.ts";
import { ProfileReviews } from "./profile-reviews.tsx";

afterEach(cleanup);

type Reviews = components["schemas"]["ProviderReviews"];
const LONG = `${"She helped me understand my anxiety and gave me tools I use every day. ".repeat(2)}Thank you.`;

function reviews(data: Reviews["data"], meta?: Partial<Reviews["meta"]>): Reviews {
  return {
    data,
    meta: { page: 1, pageSize: 10, total: data.length, totalPages: 1, ...meta },
    summary: { average: 4.5, count: data.length, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: data.length - 1 } },
  };
}

const review = (over: Partial<Reviews["data"][number]>): Reviews["data"][number] => ({
  identifier: Math.random().toString(36),
  reviewBy: { firstName: "Ada", lastName: "Obi" },
  createdAt: "2026-03-07T10:00:00.000Z",
  rating: 4.5,
  comment: "Kind and patient.",
  reply: null,
  ...over,
});

const show = (
  data: Reviews | null,
  fallback: { rating: number | null; reviewCount: number } = { rating: null, reviewCount: 0 },
) =>
  render(
    <ProfileReviews
      reviews={data}
      rating={fallback.rating}
      reviewCount={fallback.reviewCount}
      providerId="01JD0000000000000000000000"
    />,
  );

describe("the profile's reviews", () => {
  it("shows the spec's empty card, 'No Reviews Yet / Check back later for client feedback!', when there is none", () => {
    show(reviews([]));
    const empty = screen.getByTestId("no-reviews");
    expect(empty.textContent).toContain("No Reviews Yet");
    expect(empty.textContent).toContain("Check back later for client feedback!");
    expect(screen.queryAllByTestId("review")).toHaveLength(0);
  });

  it("writes the spec's words for what is missing: 'Anonymous', 'No comment provided.', 'N/A', 'Invalid Date'", () => {
    show(reviews([review({ reviewBy: null, comment: null, rating: Number.NaN, createdAt: "not a date" })]));
    const item = screen.getByTestId("review");
    for (const text of ["Anonymous", "No comment provided.", "N/A", "Invalid Date"]) {
      expect(item.textContent).toContain(text);
    }
  });

  it("shows a comment under 35 characters larger and centred, a longer one plainly", () => {
    show(reviews([review({ comment: "Kind and patient." }), review({ comment: "x".repeat(60) })]));
    const [short, plain] = screen.getAllByTestId("review").map((r) => r.querySelector("p"));
    expect(short?.className).toContain(css.shortComment);
    expect(plain?.className).not.toContain(css.shortComment);
  });

  it("offers 'Read more' only over 100 characters, with the rest of the comment behind it", () => {
    show(reviews([review({ comment: "y".repeat(100) }), review({ comment: LONG })]));
    const [exact, long] = screen.getAllByTestId("review");
    expect(within(exact as HTMLElement).queryByText("Read more")).toBeNull();
    expect(within(long as HTMLElement).getByText("Read more")).toBeTruthy();
    expect(long?.querySelector("details summary")?.textContent).toContain("Show less");
    expect(long?.querySelector("p")?.textContent?.replace("…", "")).toBe(LONG);
  });

  it("pages through links built from the URL, and uses the profile's figures when the list failed", () => {
    show(reviews([review({})], { page: 1, totalPages: 3 }));
    const pages = screen.getByRole("navigation", { name: "Review pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
      "/provider/01JD0000000000000000000000?page=2#reviews",
    );
    cleanup();
    show(null, { rating: 4, reviewCount: 7 });
    expect(screen.getByTestId("rating-summary").textContent).toContain("Based on 7 reviews");
    expect(screen.queryAllByTestId("review")).toHaveLength(0);
  });
});
