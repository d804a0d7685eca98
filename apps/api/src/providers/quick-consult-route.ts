import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { lagTolerantDb } from "../auth/index.ts";
import { bookingFees, providerProfiles, therapies, therapyFees } from "../db/index.ts";
import {
  createRouter,
  errorResponses,
  jsonContent,
  PageMetaSchema,
  wholeNumberParam,
} from "../http/index.ts";
import { loadProviderCards } from "./provider-cards.ts";
import { ProviderSearchResultSchema } from "./provider-schemas.ts";

/** The therapy a quick consultation is booked as (catalogue name, seeded and stable). */
export const QUICK_CONSULT_THERAPY = "Initial Consultation";

const p = providerProfiles;

const QuickConsultQuery = z.object({
  page: wholeNumberParam("page", 1000, 1),
  pageSize: wholeNumberParam("pageSize", 50, 12),
});

/**
 * Providers who offer a short free first consultation (the Initial Consultation therapy marked free),
 * for /therapy/initial-consultation. Visible providers only, in the search's default order.
 */
export function quickConsultRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/providers/quick-consult",
      tags: ["providers"],
      summary: "Providers offering a free initial consultation",
      request: { query: QuickConsultQuery },
      responses: {
        200: jsonContent(
          z
            .object({ data: z.array(ProviderSearchResultSchema), meta: PageMetaSchema })
            .openapi("QuickConsultResponse"),
          "A page of providers",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid("query");
      const { publicUrl } = c.var.deps;
      const db = lagTolerantDb(c);
      const offersFreeConsult = exists(
        db
          .select({ one: sql`1` })
          .from(therapyFees)
          .innerJoin(therapies, eq(therapies.id, therapyFees.therapyId))
          .where(
            and(
              eq(therapyFees.providerId, p.userId),
              eq(therapies.name, QUICK_CONSULT_THERAPY),
              eq(therapyFees.isFree, true),
            ),
          ),
      );
      const where = and(eq(p.visibility, "visible"), offersFreeConsult);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: p.userId })
          .from(p)
          .innerJoin(bookingFees, eq(bookingFees.providerId, p.userId))
          .where(where)
          .orderBy(
            sql`${p.featured} desc nulls last`,
            sql`${p.rating} desc nulls last`,
            sql`${p.reviewCount} desc nulls last`,
            asc(p.userId),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(p)
          .where(where),
      ]);
      const total = counted?.total ?? 0;
      const cards = await loadProviderCards(
        db,
        rows.map((r) => r.id),
        publicUrl,
      );
      return c.json(
        {
          data: cards.map((card) => ({ ...card, bestMatch: false })),
          meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
        },
        200,
      );
    },
  );
  return router;
}
