import { describe, expect, it } from "vitest";
import {
  parseRatingField,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_RATINGS,
  ratingLabel,
  reviewCreateSchema,
  reviewReplySchema,
} from "./review-form.ts";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("review form", () => {
  it("takes half-star ratings from 0.5 to 5 only", () => {
    for (const rating of REVIEW_RATINGS) expect(reviewCreateSchema.safeParse({ rating }).success).toBe(true);
    for (const rating of [0, 0.25, 5.5, 4.2, -1, Number.NaN]) {
      expect(messages(reviewCreateSchema.safeParse({ rating }))).toContain(REVIEW_MESSAGES.rating);
    }
    expect(messages(reviewCreateSchema.safeParse({}))).toContain(REVIEW_MESSAGES.rating);
  });

  it("trims the comment, keeps a blank one as none and limits its length", () => {
    expect(reviewCreateSchema.parse({ rating: 4, comment: "  Kind.  " })).toEqual({
      rating: 4,
      comment: "Kind.",
      anonymous: false,
    });
    expect(reviewCreateSchema.parse({ rating: 4, comment: "   ", anonymous: true }).comment).toBeNull();
    const long = "x".repeat(REVIEW_COMMENT_MAX + 1);
    expect(messages(reviewCreateSchema.safeParse({ rating: 4, comment: long }))).toEqual([
      REVIEW_MESSAGES.commentTooLong,
    ]);
  });

  it("needs a reply with words in it", () => {
    expect(reviewReplySchema.parse({ reply: " Thank you " })).toEqual({ reply: "Thank you" });
    expect(messages(reviewReplySchema.safeParse({ reply: "  " }))).toEqual([REVIEW_MESSAGES.replyEmpty]);
    expect(messages(reviewReplySchema.safeParse({}))).toEqual([REVIEW_MESSAGES.replyEmpty]);
  });

  it("reads a form's rating field", () => {
    expect(parseRatingField("4.5")).toBe(4.5);
    expect(parseRatingField("5")).toBe(5);
    expect(parseRatingField("0")).toBeNull();
    expect(parseRatingField("4.3")).toBeNull();
    expect(parseRatingField(null)).toBeNull();
    expect(ratingLabel(0.5)).toBe("Half a star");
    expect(ratingLabel(1)).toBe("1 star");
    expect(ratingLabel(3.5)).toBe("3.5 stars");
  });
});
