import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { bookingSeries, bookings } from "../db/schema/index.ts";
import { notFound } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import { errorResponses, IdParam, jsonContent, notFoundResponse } from "../http/schemas.ts";
import { loadProviderCards } from "../providers/provider-cards.ts";
import { ProviderSearchResultSchema } from "../providers/provider-schemas.ts";

/**
 * The provider of a booking, for the login page when someone arrives with ?redirect=/booking/{id}
 * (spec: booking redirects show provider information). Only public card fields are returned, and a
 * booking id is an unguessable 26-character ULID.
 */
export function bookingProviderRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/{id}/provider",
      tags: ["bookings"],
      summary: "The provider of a booking (public card fields only)",
      request: { params: z.object({ id: IdParam }) },
      responses: {
        200: jsonContent(
          z
            .object({ provider: ProviderSearchResultSchema.omit({ bestMatch: true }) })
            .openapi("BookingProvider"),
          "The booking's provider",
        ),
        ...notFoundResponse,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db, publicUrl } = c.var.deps;
      const [row] = await db
        .select({ providerId: bookingSeries.providerId })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .where(eq(bookings.id, id));
      const [provider] = row ? await loadProviderCards(db, [row.providerId], publicUrl) : [];
      if (!provider) throw notFound("Booking not found");
      return c.json({ provider }, 200);
    },
  );
  return router;
}
