import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES } from "@marketplace/domain/reviews";
import { describe, expect, it } from "vitest";
import { readReviewForm, refusal } from "./review-form.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe("the review form", () => {
  it("reads a half-star rating, a trimmed comment and the anonymous box", () => {
    expect(readReviewForm(form({ rating: "4.5", comment: "  Kind.  ", anonymous: "on" })).body).toEqual({
      rating: 4.5,
      comment: "Kind.",
      anonymous: true,
    });
    expect(readReviewForm(form({ rating: "3" })).body).toEqual({
      rating: 3,
      comment: null,
      anonymous: false,
    });
  });

  it("answers each field's message and keeps what was typed", () => {
    const read = readReviewForm(form({ comment: "x".repeat(REVIEW_COMMENT_MAX + 1) }));
    expect(read.body).toBeNull();
    expect(read.errors).toEqual({ rating: REVIEW_MESSAGES.rating, comment: REVIEW_MESSAGES.commentTooLong });
    expect(read.fields.comment).toHaveLength(REVIEW_COMMENT_MAX + 1);
    expect(readReviewForm(form({ rating: "4.2" })).errors).toEqual({ rating: REVIEW_MESSAGES.rating });
  });

  it("tells 'already reviewed' apart from other refusals", () => {
    expect(refusal(409, { message: REVIEW_MESSAGES.alreadyReviewed }).alreadyReviewed).toBe(true);
    expect(refusal(409, { message: REVIEW_MESSAGES.notCompleted })).toEqual({
      alreadyReviewed: false,
      message: REVIEW_MESSAGES.notCompleted,
    });
  });
});
