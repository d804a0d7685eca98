import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reviewDisplay } from "./review-display.ts";
import { halfStars, starParts } from "./stars.ts";

describe("review display", () => {
  it("shows name, short date, rating and comment", () => {
    expect(
      reviewDisplay({
        reviewBy: { firstName: "Amara", lastName: "Okafor" },
        createdAt: "2026-03-07T10:00:00Z",
        rating: 4.5,
        comment: "I felt heard from the very first session.",
      }),
    ).toEqual({
      name: "Amara Okafor",
      date: "Mar 7, 2026",
      rating: 4.5,
      ratingText: "4.5",
      comment: "I felt heard from the very first session.",
      isShort: false,
      hasReadMore: false,
    });
  });

  it("falls back to 'Anonymous', 'No comment provided.', 'N/A' and 'Invalid Date'", () => {
    const d = reviewDisplay({ reviewBy: null, createdAt: "not a date", rating: null, comment: "  " });
    expect(d).toMatchObject({
      name: "Anonymous",
      date: "Invalid Date",
      ratingText: "N/A",
      comment: "No comment provided.",
    });
    expect(reviewDisplay({}).date).toBe("Invalid Date");
    expect(d.isShort).toBe(false);
  });

  it("marks comments under 35 characters as short and over 100 as 'Read more'", () => {
    expect(reviewDisplay({ comment: "x".repeat(34) }).isShort).toBe(true);
    expect(reviewDisplay({ comment: "x".repeat(35) }).isShort).toBe(false);
    expect(reviewDisplay({ comment: "x".repeat(100) }).hasReadMore).toBe(false);
    expect(reviewDisplay({ comment: "x".repeat(101) }).hasReadMore).toBe(true);
  });

  it("rounds to half stars and draws five stars", () => {
    expect(halfStars(4.26)).toBe(4.5);
    expect(halfStars(4.24)).toBe(4);
    expect(halfStars(9)).toBe(5);
    expect(starParts(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
    fc.assert(
      fc.property(fc.double({ min: -1, max: 7, noNaN: true }), (r) => {
        const p = starParts(r);
        return p.full + p.half + p.empty === 5;
      }),
    );
  });
});
