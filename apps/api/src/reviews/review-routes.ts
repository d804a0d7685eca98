import { createRoute, z } from "@hono/zod-openapi";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { REVIEW_PAGE_SIZE } from "@marketplace/domain/reviews";
import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { lagTolerantDb } from "../auth/index.ts";
import { providerProfiles, reviews, users } from "../db/index.ts";
import {
  createRouter,
  errorResponses,
  IdParam,
  jsonContent,
  notFound,
  notFoundResponse,
  PageMetaSchema,
} from "../http/index.ts";
import { ratingSummary, reviewColumns, toProvider, toReview } from "./review-queries.ts";
import {
  PageQuery,
  PageSizeQuery,
  PublicReviewSchema,
  RatingSummarySchema,
  ReviewSchema,
} from "./review-schemas.ts";
import { reviewWriteRoutes } from "./review-write-routes.ts";

export { ReviewSchema };

/** Public reads: a provider's reviews with the rating summary, and the latest reviews for the home page. */
export function reviewRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/review/provider/{id}",
      tags: ["reviews"],
      summary: "A visible provider's reviews, paged (10 a page), with the rating summary and replies",
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
      const db = lagTolerantDb(c);
      const [provider] = await db
        .select({ id: providerProfiles.userId })
        .from(providerProfiles)
        .where(and(eq(providerProfiles.userId, id), eq(providerProfiles.visibility, "visible")));
      if (!provider) throw notFound(GENERIC_MESSAGES.providerNotFound);
      const pageSize = REVIEW_PAGE_SIZE;
      const [rows, summary] = await Promise.all([
        db
          .select(reviewColumns)
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.clientId))
          .where(and(eq(reviews.providerId, id), isNull(reviews.removedAt)))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ratingSummary(db, id),
      ]);
      const total = summary.count;
      return c.json(
        {
          data: rows.map(toReview),
          meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
          summary,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/review",
      tags: ["reviews"],
      summary: "The latest reviews of visible providers, newest first, each with its provider",
      request: { query: PageSizeQuery },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(PublicReviewSchema) }).openapi("LatestReviews"),
          "The latest reviews (an empty list when there are none)",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { pageSize } = c.req.valid("query");
      const { publicUrl } = c.var.deps;
      const db = lagTolerantDb(c);
      const provider = alias(users, "provider");
      const rows = await db
        .select({
          review: reviewColumns,
          provider: {
            identifier: providerProfiles.userId,
            firstName: provider.firstName,
            lastName: provider.lastName,
            photoUrl: provider.photoUrl,
            title: providerProfiles.title,
            hideProfileTitle: providerProfiles.hideProfileTitle,
            headline: providerProfiles.headline,
          },
        })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.clientId))
        .innerJoin(providerProfiles, eq(providerProfiles.userId, reviews.providerId))
        .innerJoin(provider, eq(provider.id, reviews.providerId))
        .where(
          and(
            eq(providerProfiles.visibility, "visible"),
            isNull(provider.deletedAt),
            isNull(reviews.removedAt),
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize);
      const data = rows.map((r) => ({
        ...toReview(r.review),
        provider: toProvider(r.provider, publicUrl),
      }));
      return c.json({ data }, 200);
    },
  );

  router.route("/", reviewWriteRoutes());
  return router;
}
