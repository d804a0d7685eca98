import { createRoute, z } from "@hono/zod-openapi";
import { displayName } from "@marketplace/domain/accounts";
import {
  FOLLOW_UP_MESSAGES,
  pageCount,
  RECOMMENDATION_LIMITS,
  recommendationSchema,
} from "@marketplace/domain/booking";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { ulid } from "ulid";
import { currentAuth, requireRole, requireUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { bookingRecommendations, providerCards, providerProfiles, users } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  PageMetaSchema,
  signedIn,
  wholeNumberParam,
} from "../http/index.ts";
import { notify } from "../notifications/index.ts";
import { loadProviderCards, ProviderSearchResultSchema } from "../providers/index.ts";
import { findSession, requireBookingProvider, sideOf } from "./booking-session-access.ts";

const params = z.object({ id: IdParam });

const PageQuery = z.object({ page: wholeNumberParam("page", 1000, 1) });

export const RecommendationPageSchema = z
  .object({
    data: z.array(ProviderSearchResultSchema),
    meta: PageMetaSchema,
    /** The booking's provider, who made the recommendations. */
    recommendedBy: z.object({
      identifier: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      title: z.string().nullable(),
      hideProfileTitle: z.boolean(),
    }),
  })
  .openapi("RecommendationPage");

const r = bookingRecommendations;

/** A page of the providers recommended for a booking series, newest recommendation first. */
async function recommendationPage(
  db: Db,
  publicUrl: string,
  seriesId: string,
  providerId: string,
  page: number,
) {
  const pageSize = RECOMMENDATION_LIMITS.pageSize;
  // Only providers still listed in the directory: one who hid their profile since is left out.
  const where = and(eq(r.seriesId, seriesId), eq(providerCards.visible, true));
  const [rows, [counted], [by]] = await Promise.all([
    db
      .select({ id: r.providerId })
      .from(r)
      .innerJoin(providerCards, eq(providerCards.providerId, r.providerId))
      .where(where)
      .orderBy(desc(r.createdAt), asc(r.position), asc(r.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(r)
      .innerJoin(providerCards, eq(providerCards.providerId, r.providerId))
      .where(where),
    db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        title: providerProfiles.title,
        hideProfileTitle: providerProfiles.hideProfileTitle,
      })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(eq(users.id, providerId)),
  ]);
  const total = counted?.total ?? 0;
  const cards = await loadProviderCards(
    db,
    rows.map((row) => row.id),
    publicUrl,
  );
  return {
    data: cards.map((card) => ({ ...card, bestMatch: false })),
    meta: { page, pageSize, total, totalPages: pageCount(total, pageSize) },
    recommendedBy: {
      identifier: providerId,
      firstName: by?.firstName ?? "",
      lastName: by?.lastName ?? "",
      title: by?.title ?? null,
      hideProfileTitle: by?.hideProfileTitle ?? false,
    },
  };
}

/** A provider recommends other providers to a booking's client, who reads them (issue 13). */
export function bookingRecommendationRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/recommendation",
      tags: ["bookings"],
      summary: "The booking's provider recommends 1 to 5 other providers to its client",
      ...signedIn,
      middleware: requireRole("provider"),
      request: { params, ...jsonBody(recommendationSchema) },
      responses: {
        201: jsonContent(RecommendationPageSchema, "The first page of the booking's recommendations"),
        ...authErrors,
        ...notFoundResponse,
        422: errorContent("Yourself, or a provider not listed in the directory"),
      },
    }),
    async (c) => {
      const { db, publicUrl } = c.var.deps;
      const { user } = currentAuth(c);
      const { providerIdentifiers } = c.req.valid("json");
      const session = await findSession(db, c.req.valid("param").id);
      requireBookingProvider(session, user);
      if (providerIdentifiers.includes(user.id)) throw new ApiError(422, FOLLOW_UP_MESSAGES.recommendSelf);
      const listed = await db
        .select({ id: providerCards.providerId })
        .from(providerCards)
        .where(and(inArray(providerCards.providerId, providerIdentifiers), eq(providerCards.visible, true)));
      if (listed.length !== providerIdentifiers.length) {
        throw new ApiError(422, FOLLOW_UP_MESSAGES.recommendHidden);
      }
      const seriesId = session.series.id;
      await db.transaction(async (tx) => {
        const now = new Date();
        // Recommending someone again brings them back to the top of the client's list.
        await tx
          .insert(r)
          .values(
            providerIdentifiers.map((providerId, position) => ({
              id: ulid(),
              seriesId,
              recommendedById: user.id,
              providerId,
              position,
              createdAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [r.seriesId, r.providerId],
            set: { createdAt: now, position: sql`excluded.position` },
          });
        await notify(
          tx,
          {
            userId: session.series.clientId,
            type: "in-app-booking-provider-recommendation",
            title: `${displayName(user)} recommended providers for you`,
            body: "See the providers they suggest and book a session with one of them.",
            linkUrl: `/recommended-provider/${session.booking.id}`,
          },
          c.var.deps,
        );
      });
      return c.json(await recommendationPage(db, publicUrl, seriesId, session.series.providerId, 1), 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/{id}/recommendation",
      tags: ["bookings"],
      summary: "The providers recommended for a booking (its client or provider), 10 to a page",
      ...signedIn,
      middleware: requireUser,
      request: { params, query: PageQuery },
      responses: {
        200: jsonContent(RecommendationPageSchema, "A page of recommended providers"),
        ...authErrors,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { db, publicUrl } = c.var.deps;
      const session = await findSession(db, c.req.valid("param").id);
      sideOf(session, currentAuth(c).user);
      const { page } = c.req.valid("query");
      return c.json(
        await recommendationPage(db, publicUrl, session.series.id, session.series.providerId, page),
        200,
      );
    },
  );

  return router;
}
