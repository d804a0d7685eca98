import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { providerProfiles, reviews, users } from "../db/index.ts";
import { fileUrl } from "../files/index.ts";

/** The columns a review is read with: the review and its writer's name. */
export const reviewColumns = {
  identifier: reviews.id,
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
  anonymous: reviews.anonymous,
  createdAt: reviews.createdAt,
  halves: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

export interface ReviewRow {
  identifier: string;
  firstName: string | null;
  lastName: string | null;
  deletedAt: Date | null;
  anonymous: boolean;
  createdAt: Date;
  halves: number;
  comment: string | null;
  reply: string | null;
  repliedAt: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A row as the API's Review: an anonymous review, or a deleted account's, carries no name. */
export function toReview(r: ReviewRow) {
  return {
    identifier: r.identifier,
    reviewBy:
      r.anonymous || r.deletedAt || (r.firstName === null && r.lastName === null)
        ? null
        : { firstName: r.firstName, lastName: r.lastName },
    createdAt: iso(r.createdAt),
    rating: r.halves / 2,
    comment: r.comment,
    reply: r.reply && r.repliedAt ? { comment: r.reply, createdAt: iso(r.repliedAt) } : null,
  };
}

export interface ProviderRow {
  identifier: string;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  title: string | null;
  hideProfileTitle: boolean;
  headline: string;
}

export const toProvider = (p: ProviderRow, publicUrl: string) => ({
  identifier: p.identifier,
  firstName: p.firstName ?? "",
  lastName: p.lastName ?? "",
  title: p.title,
  hideProfileTitle: p.hideProfileTitle,
  photo: fileUrl(publicUrl, p.photoUrl),
  headline: p.headline,
});

/** A provider's rating summary: the half-star average, the count and how many gave each star. */
export async function ratingSummary(db: Pick<Db, "select">, providerId: string) {
  const buckets = await db
    .select({
      star: sql<number>`least(5, greatest(1, ${reviews.rating} / 2))`.mapWith(Number),
      n: count(),
      halves: sql<number>`sum(${reviews.rating})`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), isNull(reviews.removedAt)))
    .groupBy(sql`1`);
  const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let halves = 0;
  for (const b of buckets) {
    stars[b.star as 1 | 2 | 3 | 4 | 5] += b.n;
    total += b.n;
    halves += b.halves;
  }
  return {
    average: total > 0 ? Math.round((halves / total / 2) * 10) / 10 : null,
    count: total,
    stars,
  };
}

/**
 * The profile's (and search card's) rating and count follow the reviews: the mean to the nearest half
 * star, of the reviews staff did not remove (issue 32).
 */
export async function refreshProviderRating(db: Pick<Db, "update">, providerId: string) {
  await db
    .update(providerProfiles)
    .set({
      rating: sql`(select round(avg(rating_halves))::numeric / 2 from reviews where provider_id = ${providerId} and removed_at is null)`,
      reviewCount: sql`(select count(*)::int from reviews where provider_id = ${providerId} and removed_at is null)`,
    })
    .where(eq(providerProfiles.userId, providerId));
}
