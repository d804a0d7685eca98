import { type ModerationDecision, TRUST_MESSAGES, TRUST_NOTICES } from "@marketplace/domain/trust";
import { and, asc, count, eq, inArray, isNull, min, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { isUniqueViolation, reviewReports, reviews, users } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { type NotifyMail, notify } from "../notifications/index.ts";
import { refreshProviderRating } from "../reviews/index.ts";

/**
 * Review moderation (issue 32, decision 060): clients and providers report a review once each, with a
 * reason; staff keep or remove it with a reason, which decides every pending report of it. A removed
 * review keeps its row (the session stays reviewed) with removed_at set, and every reading of reviews
 * leaves it out; the provider's stored rating and count are recalculated in the same transaction.
 */

type Tx = Pick<Db, "insert" | "execute" | "select" | "update">;

/** A signed-in client or provider reports a review that is shown (not their own), once. */
export async function reportReview(
  db: Db,
  reporterId: string,
  reviewId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const [review] = await db
    .select({ clientId: reviews.clientId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.removedAt)));
  if (!review) throw new ApiError(404, TRUST_MESSAGES.reviewNotFound);
  if (review.clientId === reporterId) throw new ApiError(409, TRUST_MESSAGES.ownReview);
  try {
    await db.insert(reviewReports).values({ id: ulid(), reviewId, reporterId, reason, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, TRUST_MESSAGES.alreadyReported);
    throw error;
  }
}

const providers = alias(users, "reported_provider");
const authors = alias(users, "review_author");

export interface ReportedReview {
  reviewId: string;
  providerId: string;
  providerName: string;
  authorName: string | null;
  rating: number;
  comment: string | null;
  createdAt: string;
  reports: number;
  firstReportedAt: string;
  reasons: string[];
}

const nameOf = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(" ") || null : null;

/** Reviews with pending reports, the longest-waiting first, each with its reports' reasons. */
export async function listReportedReviews(db: Pick<Db, "select">, limit = 100): Promise<ReportedReview[]> {
  const grouped = await db
    .select({ reviewId: reviewReports.reviewId, n: count(), first: min(reviewReports.createdAt) })
    .from(reviewReports)
    .where(eq(reviewReports.status, "pending"))
    .groupBy(reviewReports.reviewId)
    .orderBy(asc(min(reviewReports.createdAt)))
    .limit(limit);
  if (grouped.length === 0) return [];
  const ids = grouped.map((g) => g.reviewId);
  const rows = await db
    .select({
      id: reviews.id,
      providerId: reviews.providerId,
      providerFirst: providers.firstName,
      providerLast: providers.lastName,
      authorFirst: authors.firstName,
      authorLast: authors.lastName,
      anonymous: reviews.anonymous,
      halves: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(authors, eq(authors.id, reviews.clientId))
    .where(inArray(reviews.id, ids));
  const reasons = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, "pending")))
    .orderBy(asc(reviewReports.createdAt));
  return grouped.flatMap((g) => {
    const r = rows.find((row) => row.id === g.reviewId);
    if (!r) return [];
    return [
      {
        reviewId: r.id,
        providerId: r.providerId,
        providerName: nameOf({ firstName: r.providerFirst, lastName: r.providerLast }) ?? "",
        // Staff see who wrote it even when it shows as anonymous: they decide about the person's words.
        authorName: nameOf({ firstName: r.authorFirst, lastName: r.authorLast }),
        rating: r.halves / 2,
        comment: r.comment,
        createdAt: r.createdAt.toISOString(),
        reports: g.n,
        firstReportedAt: new Date(g.first ?? r.createdAt).toISOString(),
        reasons: reasons.filter((x) => x.reviewId === r.id).map((x) => x.reason),
      },
    ];
  });
}

/** How many reviews wait for staff (the overview's count). */
export async function pendingReportCount(db: Pick<Db, "select">): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reviewReports.reviewId})`.mapWith(Number) })
    .from(reviewReports)
    .where(eq(reviewReports.status, "pending"));
  return row?.n ?? 0;
}

/**
 * Staff keep or remove a reported review with a reason: every pending report of it is decided (who,
 * when, why); a removal hides the review and recalculates the provider's rating in the same
 * transaction, and tells its author and its provider (in-app and email); keeping tells the reporters.
 * 404 for no such review, 409 when it has no pending report. Answers the provider's id.
 */
export async function moderateReview(
  db: Db,
  staffId: string,
  reviewId: string,
  decision: ModerationDecision,
  reason: string,
  now: Date,
  mail: NotifyMail,
  /** Writes the audit entry in the same transaction (the staff route's), so both exist or neither. */
  audit?: (tx: Db, providerId: string) => Promise<void>,
): Promise<{ providerId: string; authorId: string | null }> {
  const [review] = await db
    .select({ providerId: reviews.providerId, clientId: reviews.clientId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) throw new ApiError(404, TRUST_MESSAGES.reviewNotFound);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const decided = await tx
      .update(reviewReports)
      .set({
        status: decision === "remove" ? "removed" : "kept",
        decidedBy: staffId,
        decidedAt: now,
        decisionReason: reason,
      })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "pending")))
      .returning({ reporterId: reviewReports.reporterId });
    if (decided.length === 0) throw new ApiError(409, TRUST_MESSAGES.nothingToModerate);
    await audit?.(tx, review.providerId);
    const linkUrl = `/notifications/${reviewId}`;
    if (decision === "remove") {
      await tx
        .update(reviews)
        .set({ removedAt: now })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.removedAt)));
      await refreshProviderRating(tx, review.providerId);
      const told = [
        { userId: review.clientId, title: TRUST_NOTICES.reviewRemovedAuthor },
        { userId: review.providerId, title: TRUST_NOTICES.reviewRemovedProvider },
      ];
      for (const person of told) {
        if (!person.userId) continue;
        await notify(
          tx as Tx,
          {
            userId: person.userId,
            type: "in-app-review-moderated",
            title: person.title,
            body: `Our team removed the review after a report. The reason: ${reason}`,
            linkUrl,
          },
          mail,
        );
      }
    } else {
      for (const reporterId of new Set(decided.map((d) => d.reporterId))) {
        await notify(
          tx as Tx,
          {
            userId: reporterId,
            type: "in-app-review-moderated",
            title: TRUST_NOTICES.reviewKept,
            body: `Our team looked at the review you reported and kept it. The reason: ${reason}`,
            linkUrl,
          },
          mail,
        );
      }
    }
  });
  return { providerId: review.providerId, authorId: review.clientId };
}
