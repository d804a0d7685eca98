import { z } from "zod";

/**
 * Writing a review and a provider's reply (docs/decisions/027-reviews.md). The spec leaves the
 * payload unstated (section 7 'not shown'); these are this product's limits.
 */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
/** Ratings run from half a star to five in half-star steps. */
export const REVIEW_RATINGS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export const REVIEW_MESSAGES = {
  rating: "Choose a rating from half a star to 5 stars",
  commentTooLong: `Your comment can be at most ${REVIEW_COMMENT_MAX} characters`,
  replyEmpty: "Write your reply first",
  replyTooLong: `Your reply can be at most ${REVIEW_REPLY_MAX} characters`,
  notCompleted: "You can review a session once it has been completed",
  /** A completed session nothing was paid for, that the client did not book (issue 27). */
  notReviewable: "Only a session you booked and paid for can be reviewed",
  alreadyReviewed: "You have already reviewed this session",
  notYourSession: "Only the client of this session can review it",
  reviewNotFound: "Review not found",
  notYourReview: "Only the provider who was reviewed can reply",
  alreadyReplied: "You have already replied to this review",
} as const;

/** A rating in half stars: 0.5 to 5 in steps of 0.5. */
export const reviewRatingSchema = z
  .number({ error: REVIEW_MESSAGES.rating })
  .refine((r) => Number.isFinite(r) && r >= 0.5 && r <= 5 && Number.isInteger(r * 2), REVIEW_MESSAGES.rating);

/** An empty or blank comment is no comment (null). */
const optionalComment = z
  .string()
  .max(REVIEW_COMMENT_MAX * 2)
  .nullish()
  .transform((c) => (c?.trim() ? c.trim() : null))
  .refine((c) => c === null || c.length <= REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong);

export const reviewCreateSchema = z.object({
  rating: reviewRatingSchema,
  comment: optionalComment,
  anonymous: z.boolean().default(false),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyEmpty })
    .transform((r) => r.trim())
    .refine((r) => r.length > 0, REVIEW_MESSAGES.replyEmpty)
    .refine((r) => r.length <= REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A form's rating field ('4.5') as a number, or null when it is not one of the half-star values. */
export function parseRatingField(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d(\.5|\.0)?$/.test(value.trim())) return null;
  const n = Number(value);
  return reviewRatingSchema.safeParse(n).success ? n : null;
}

/** What a rating radio reads out: '4.5 stars', '1 star', 'half a star'. */
export function ratingLabel(rating: number): string {
  if (rating === 0.5) return "Half a star";
  return rating === 1 ? "1 star" : `${rating} stars`;
}
