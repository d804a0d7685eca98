import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, inArray, sql } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/auth-middleware.ts";
import { bookingFees, bookingSeries, bookings } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import { authErrors, jsonContent, notFoundResponse } from "../http/schemas.ts";

const Tally = z.object({ sessions: z.number().int(), amount: z.number().int() });

/**
 * The provider overview's earnings until the earnings ledger exists: the session fees of the provider's
 * completed sessions (earned) and of confirmed sessions still to come (expected), in the provider's
 * currency. Not a payout balance: platform fees and refunds are not in it, and the screen says so.
 */
export function providerEarningsRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/earnings-estimate",
      tags: ["provider"],
      summary:
        "Session fees of completed sessions and of upcoming confirmed ones, in the provider's currency (an estimate: no platform fees or refunds)",
      middleware: [requireRole("provider")] as const,
      security: [{ bearer: [] }],
      responses: {
        200: jsonContent(
          z
            .object({ currencyCode: z.string(), completed: Tally, upcoming: Tally })
            .openapi("EarningsEstimate"),
          "Earnings estimate",
        ),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const userId = currentAuth(c).user.id;
      const db = c.var.deps.db;
      const [fees] = await db
        .select({ currencyCode: bookingFees.currencyCode })
        .from(bookingFees)
        .where(eq(bookingFees.providerId, userId));
      if (!fees) throw new ApiError(404, "Provider profile not found");
      const upcoming = sql`${bookings.status} = 'confirmed' and (${bookings.appointmentEndTime} is null or ${bookings.appointmentEndTime} >= now())`;
      const completed = sql`${bookings.status} = 'completed'`;
      const [row] = await db
        .select({
          completedSessions: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
          completedAmount:
            sql<number>`coalesce(sum(${bookingSeries.bookingFee}) filter (where ${completed}), 0)`.mapWith(
              Number,
            ),
          upcomingSessions: sql<number>`count(*) filter (where ${upcoming})`.mapWith(Number),
          upcomingAmount:
            sql<number>`coalesce(sum(${bookingSeries.bookingFee}) filter (where ${upcoming}), 0)`.mapWith(
              Number,
            ),
        })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .where(
          and(
            eq(bookingSeries.providerId, userId),
            eq(bookingSeries.currencyCode, fees.currencyCode),
            inArray(bookings.status, ["completed", "confirmed"]),
          ),
        );
      return c.json(
        {
          currencyCode: fees.currencyCode,
          completed: { sessions: row?.completedSessions ?? 0, amount: row?.completedAmount ?? 0 },
          upcoming: { sessions: row?.upcomingSessions ?? 0, amount: row?.upcomingAmount ?? 0 },
        },
        200,
      );
    },
  );
  return router;
}
