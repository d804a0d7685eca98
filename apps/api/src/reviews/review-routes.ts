import { createRoute, z } from "@hono/zod-openapi";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { REVIEW_PAGE_SIZE } from "@marketplace/domain/reviews";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { providerProfiles, reviews, users } from "../db/schema/index.ts";
import { notFound } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import { errorResponses, IdParam, jsonContent, notFoundResponse } from "../http/schemas.ts";
import { PageMetaSchema } from "../providers/provider-schemas.ts";

export const ReviewSchema = z
  .object({
    identifier: z.string(),
    /** Null for an anonymous review (shown as 'Anonymous'). */
    reviewBy: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
    createdAt: z.string(),
    /** Half-star precision, 0.5 to 5. */
    rating: z.number(),
    comment: z.string().nullable(),
  })
  .openapi("Review");

const RatingSummarySchema = z
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

const PageQuery = z.object({
  page: z
    .string()
    .regex(/^\d+$/, "page must be a whole number")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10_000, "page must be between 1 and 10,000")
    .default(1)
    .openapi({ type: "integer" }),
});

/** A provider's reviews, newest first, with the rating summary the profile shows above them. */
export function reviewRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/review/provider/{id}",
      tags: ["reviews"],
      summary: "A visible provider's reviews, paged (10 a page), with the rating summary",
      request: { params: z.object({ id: IdParam }), query: PageQuery },
      responses: {
        200: jsonContent(
          z
            .object({ data: z.array(ReviewSchema), meta: PageMetaSchema, summary: RatingSummarySchema })
            .openapi("ProviderReviews"),
          "A page of reviews",
        ),
        ...notFoundResponse,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { page } = c.req.valid("query");
      const { db } = c.var.deps;
      const [provider] = await db
        .select({ id: providerProfiles.userId })
        .from(providerProfiles)
        .where(and(eq(providerProfiles.userId, id), eq(providerProfiles.visibility, "visible")));
      if (!provider) throw notFound(GENERIC_MESSAGES.providerNotFound);
      const pageSize = REVIEW_PAGE_SIZE;
      const [rows, buckets] = await Promise.all([
        db
          .select({
            identifier: reviews.id,
            firstName: users.firstName,
            lastName: users.lastName,
            deletedAt: users.deletedAt,
            createdAt: reviews.createdAt,
            halves: reviews.rating,
            comment: reviews.comment,
          })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.clientId))
          .where(eq(reviews.providerId, id))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({
            star: sql<number>`least(5, greatest(1, ${reviews.rating} / 2))`.mapWith(Number),
            n: count(),
            halves: sql<number>`sum(${reviews.rating})`.mapWith(Number),
          })
          .from(reviews)
          .where(eq(reviews.providerId, id))
          .groupBy(sql`1`),
      ]);
      const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      let total = 0;
      let halves = 0;
      for (const b of buckets) {
        stars[b.star as 1 | 2 | 3 | 4 | 5] += b.n;
        total += b.n;
        halves += b.halves;
      }
      return c.json(
        {
          data: rows.map((r) => ({
            identifier: r.identifier,
            // A deleted account's review stays, without a name.
            reviewBy:
              r.deletedAt || (r.firstName === null && r.lastName === null)
                ? null
                : { firstName: r.firstName, lastName: r.lastName },
            createdAt: new Date(r.createdAt).toISOString(),
            rating: r.halves / 2,
            comment: r.comment,
          })),
          meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
          summary: {
            average: total > 0 ? Math.round((halves / total / 2) * 10) / 10 : null,
            count: total,
            stars,
          },
        },
        200,
      );
    },
  );
  return router;
}
