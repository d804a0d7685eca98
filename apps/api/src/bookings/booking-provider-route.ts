import { createRoute, z } from "@hono/zod-openapi";
import { LIVE_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  bookingSeries,
  bookings,
  providerProfiles,
  seriesProvider,
  withSeriesProvider,
} from "../db/index.ts";
import {
  createRouter,
  errorResponses,
  IdParam,
  jsonContent,
  notFound,
  notFoundResponse,
} from "../http/index.ts";
import { loadProviderCards, ProviderSearchResultSchema } from "../providers/index.ts";

/** Bookings a login redirect can lead somewhere useful for: still to approve, pay for or attend. */
const LOGIN_REDIRECT_STATUSES = LIVE_STATUSES;

/**
 * The provider of a booking, for the login page when someone arrives with ?redirect=/booking/{id}
 * (spec: booking redirects show provider information). Only public card fields are returned, and a
 * booking id is an unguessable 26-character ULID. Only bookings someone may still act on after
 * logging in qualify, and only visible providers: a finished, cancelled or declined booking, or a
 * hidden or deleted provider, answers 404 like an unknown booking.
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
      const [row] = await withSeriesProvider(
        db
          .select({ providerId: bookingSeries.providerId })
          .from(bookings)
          .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
          .$dynamic(),
      ).where(
        and(
          eq(bookings.id, id),
          inArray(bookings.status, [...LOGIN_REDIRECT_STATUSES]),
          eq(providerProfiles.visibility, "visible"),
          isNull(seriesProvider.deletedAt),
        ),
      );
      const [provider] = row ? await loadProviderCards(db, [row.providerId], publicUrl) : [];
      if (!provider) throw notFound("Booking not found");
      return c.json({ provider }, 200);
    },
  );
  return router;
}
