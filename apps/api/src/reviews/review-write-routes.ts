import { createRoute, z } from "@hono/zod-openapi";
import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import {
  mayBeReviewed,
  REVIEW_MESSAGES,
  type ReviewCreate,
  reviewCreateSchema,
  reviewReplySchema,
} from "@marketplace/domain/reviews";
import { and, eq, isNull } from "drizzle-orm";
import { ulid } from "ulid";
import type { SessionUser } from "../auth/index.ts";
import { currentAuth, requireRole, requireUser } from "../auth/index.ts";
import { seriesPaid } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import {
  bookingSeries,
  bookings,
  isUniqueViolation,
  providerProfiles,
  reviews,
  seriesProvider,
  users,
  withSeriesProvider,
} from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  signedIn,
} from "../http/index.ts";
import {
  ratingSummary,
  refreshProviderRating,
  reviewColumns,
  toProvider,
  toReview,
} from "./review-queries.ts";
import { BookingRatingSchema, ReviewSchema, ReviewStatusSchema } from "./review-schemas.ts";

const params = { params: z.object({ id: IdParam }) };

/**
 * A session with its series' parties and provider, whether it may be reviewed (`mayBeReviewed`: completed,
 * and paid for or a free session the client booked), and its review if written; 404 when unknown.
 */
async function loadSession(db: Pick<Db, "select">, id: string) {
  const [row] = await withSeriesProvider(
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        appointmentTime: bookings.appointmentTime,
        seriesId: bookingSeries.id,
        clientId: bookingSeries.clientId,
        createdById: bookingSeries.createdById,
        fee: bookingSeries.bookingFee,
        provider: {
          identifier: bookingSeries.providerId,
          firstName: seriesProvider.firstName,
          lastName: seriesProvider.lastName,
          photoUrl: seriesProvider.photoUrl,
          title: providerProfiles.title,
          hideProfileTitle: providerProfiles.hideProfileTitle,
          headline: providerProfiles.headline,
        },
      })
      .from(bookings)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .$dynamic(),
  ).where(eq(bookings.id, id));
  if (!row) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
  const [review] = await db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.clientId))
    .where(eq(reviews.bookingId, id));
  const paid = await seriesPaid(db, row.seriesId);
  const reviewable = mayBeReviewed({
    status: row.status,
    paid,
    fee: row.fee,
    bookedByClient: row.createdById === row.clientId,
  });
  return { ...row, reviewable, review: review ?? null };
}

type SessionForReview = Awaited<ReturnType<typeof loadSession>>;

/**
 * The session's review as this side may see it: an anonymous review is not tied to its session for
 * the provider, since the session names its client (issue 27). The provider still reads it, unnamed,
 * among their reviews (GET /v1/review/provider/{id}).
 */
const reviewSeenBy = (session: SessionForReview, side: "client" | "provider") =>
  session.review && (side === "client" || !session.review.anonymous) ? session.review : null;

/** The viewer's side of the session; 403 for anyone else. */
function sideOf(session: SessionForReview, user: SessionUser): "client" | "provider" {
  if (session.clientId === user.id) return "client";
  if (session.provider.identifier === user.id) return "provider";
  throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
}

/**
 * The client reviews a completed session of theirs, once (POST /v1/review/{id}, and the seed's demo
 * review): 403 for another's session, 409 when it is not completed or already reviewed. The provider's
 * rating is refreshed in the same transaction. Answers the review's id.
 */
export async function writeReview(
  db: Db,
  user: SessionUser,
  bookingId: string,
  body: ReviewCreate,
  now: Date,
): Promise<string> {
  const session = await loadSession(db, bookingId);
  if (session.clientId !== user.id) throw new ApiError(403, REVIEW_MESSAGES.notYourSession);
  if (session.review) throw new ApiError(409, REVIEW_MESSAGES.alreadyReviewed);
  if (session.status !== "completed") throw new ApiError(409, REVIEW_MESSAGES.notCompleted);
  // Paid for (or a free session the client booked): never one a provider made without payment (issue 27).
  if (!session.reviewable) throw new ApiError(409, REVIEW_MESSAGES.notReviewable);
  const reviewId = ulid();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(reviews).values({
        id: reviewId,
        providerId: session.provider.identifier,
        clientId: user.id,
        bookingId,
        rating: Math.round(body.rating * 2),
        comment: body.comment,
        anonymous: body.anonymous,
        createdAt: now,
      });
      await refreshProviderRating(tx, session.provider.identifier);
    });
  } catch (error) {
    // Two tabs sending the same review: the unique index keeps one.
    if (isUniqueViolation(error)) throw new ApiError(409, REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
  return reviewId;
}

/** The reviewed provider replies to a review, once: 404 unknown, 403 another's, 409 already replied. */
export async function replyToReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
  reply: string,
  now: Date,
): Promise<void> {
  const [review] = await db
    .select({ providerId: reviews.providerId, reply: reviews.reply })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) throw new ApiError(404, REVIEW_MESSAGES.reviewNotFound);
  if (review.providerId !== user.id) throw new ApiError(403, REVIEW_MESSAGES.notYourReview);
  // Only a review without a reply changes: a second reply (or a race) finds nothing to update.
  const updated = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw new ApiError(409, REVIEW_MESSAGES.alreadyReplied);
}

/**
 * Writing reviews (docs/decisions/027-reviews.md): a completed session's client reviews it once; the
 * reviewed provider replies once. Reading a session's review status and rating summary.
 */
export function reviewWriteRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/review/{id}",
      tags: ["reviews"],
      summary:
        "The client reviews a completed session they booked and paid for, or a free one (id: the session's booking id), once",
      ...signedIn,
      middleware: requireRole("client"),
      request: { ...params, ...jsonBody(reviewCreateSchema) },
      responses: {
        201: jsonContent(z.object({ data: ReviewSchema }).openapi("ReviewCreated"), "The review"),
        404: errorContent("No such session"),
        409: errorContent("The session is not completed, was not paid for, or is already reviewed"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const { db, clock } = c.var.deps;
      const reviewId = await writeReview(db, user, id, body, clock());
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.clientId))
        .where(eq(reviews.id, reviewId));
      if (!row) throw new Error("the review just written is missing");
      return c.json({ data: toReview(row) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/review/{id}/reply",
      tags: ["reviews"],
      summary: "The reviewed provider replies to a review (id: the review's id), once",
      ...signedIn,
      middleware: requireRole("provider"),
      request: { ...params, ...jsonBody(reviewReplySchema) },
      responses: {
        201: jsonContent(
          z.object({ data: ReviewSchema }).openapi("ReviewReplied"),
          "The review with its reply",
        ),
        404: errorContent("No such review"),
        409: errorContent("The review already has a reply"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { id } = c.req.valid("param");
      const { reply } = c.req.valid("json");
      const { db, clock } = c.var.deps;
      await replyToReview(db, user, id, reply, clock());
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.clientId))
        .where(eq(reviews.id, id));
      if (!row) throw new Error("the review just replied to is missing");
      return c.json({ data: toReview(row) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/review/participant/{id}",
      tags: ["reviews"],
      summary: "A session's review status for its client or provider (id: the session's booking id)",
      ...signedIn,
      middleware: requireUser,
      request: params,
      responses: {
        200: jsonContent(z.object({ data: ReviewStatusSchema }).openapi("ReviewStatusAnswer"), "The status"),
        404: errorContent("No such session"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, publicUrl } = c.var.deps;
      const session = await loadSession(db, c.req.valid("param").id);
      const viewerRole = sideOf(session, user);
      const review = reviewSeenBy(session, viewerRole);
      return c.json(
        {
          data: {
            bookingIdentifier: session.id,
            sessionStatus: session.status,
            appointmentTime: session.appointmentTime ? new Date(session.appointmentTime).toISOString() : null,
            viewerRole,
            canReview: viewerRole === "client" && session.reviewable && !session.review,
            review: review ? toReview(review) : null,
            provider: toProvider(session.provider, publicUrl),
          },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/review/booking/{id}",
      tags: ["reviews"],
      summary: "A session's rating and its provider's rating summary (id: the session's booking id)",
      ...signedIn,
      middleware: requireUser,
      request: params,
      responses: {
        200: jsonContent(
          z.object({ data: BookingRatingSchema }).openapi("BookingRatingAnswer"),
          "The ratings",
        ),
        404: errorContent("No such session"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db } = c.var.deps;
      const session = await loadSession(db, c.req.valid("param").id);
      const review = reviewSeenBy(session, sideOf(session, user));
      return c.json(
        {
          data: {
            bookingIdentifier: session.id,
            rating: review ? review.halves / 2 : null,
            provider: {
              identifier: session.provider.identifier,
              summary: await ratingSummary(db, session.provider.identifier),
            },
          },
        },
        200,
      );
    },
  );

  return router;
}
