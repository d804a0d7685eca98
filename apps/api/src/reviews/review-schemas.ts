import { z } from "@hono/zod-openapi";
import { wholeNumberParam } from "../http/index.ts";

export const ReviewSchema = z
  .object({
    identifier: z.string(),
    /** Null for an anonymous review (shown as 'Anonymous'). */
    reviewBy: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
    createdAt: z.string(),
    /** Half-star precision, 0.5 to 5. */
    rating: z.number(),
    comment: z.string().nullable(),
    /** The provider's one reply, or null. */
    reply: z.object({ comment: z.string(), createdAt: z.string() }).nullable(),
  })
  .openapi("Review");

export const ReviewedProviderSchema = z
  .object({
    identifier: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    hideProfileTitle: z.boolean(),
    photo: z.string().nullable(),
    headline: z.string(),
  })
  .openapi("ReviewedProvider");

/** A review with the provider it is about: the home page's carousel. */
export const PublicReviewSchema = ReviewSchema.extend({ provider: ReviewedProviderSchema }).openapi(
  "PublicReview",
);

export const RatingSummarySchema = z
  .object({
    average: z.number().nullable(),
    count: z.number().int(),
    /** How many reviews gave each whole star (a half star counts toward the star below). */
    stars: z.object({
      1: z.number().int(),
      2: z.number().int(),
      3: z.number().int(),
      4: z.number().int(),
      5: z.number().int(),
    }),
  })
  .openapi("RatingSummary");

/** GET /v1/review/participant/{id}: may the viewer review this session, and their review if written. */
export const ReviewStatusSchema = z
  .object({
    bookingIdentifier: z.string(),
    sessionStatus: z.string(),
    appointmentTime: z.string().nullable(),
    viewerRole: z.enum(["client", "provider"]),
    /** True for the session's client while the session is completed and not reviewed. */
    canReview: z.boolean(),
    /** The review once written (inline: a nullable reference would lose its null in OpenAPI 3.0). */
    review: z.object(ReviewSchema.shape).nullable(),
    provider: ReviewedProviderSchema,
  })
  .openapi("ReviewStatus");

/** GET /v1/review/booking/{id}: the session's own rating beside its provider's summary. */
export const BookingRatingSchema = z
  .object({
    bookingIdentifier: z.string(),
    /** This session's rating, or null before it is reviewed. */
    rating: z.number().nullable(),
    provider: z.object({ identifier: z.string(), summary: RatingSummarySchema }),
  })
  .openapi("BookingRating");

export { PageQuery } from "../http/index.ts";

export const PageSizeQuery = z.object({
  pageSize: wholeNumberParam("pageSize", 20, 10),
});
