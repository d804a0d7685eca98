import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid } from "@marketplace/domain/ids";
import { and, eq } from "drizzle-orm";
import { authenticate, FORBIDDEN, requireUser } from "../auth/index.ts";
import { completeProviderSessions, underProviderLock } from "../booking-lifecycle/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import { ApiError, createRouter } from "../http/index.ts";

/**
 * POST /dev/booking/{id}/complete: the session's provider has a confirmed session take place now — its
 * time moves an hour and a half back and the completion sweeper's own step completes it (earnings and
 * all), or cancels it as unpaid when nothing was paid for a paid therapy; answers the status it ends in. For end-to-end journeys that review a session; mounted only with the server's dev tools on
 * (development and demo mode), outside the OpenAPI contract, like /dev/outbox.
 */
export function devCompleteRoutes() {
  const router = createRouter();
  router.post("/dev/booking/:id/complete", authenticate, requireUser, async (c) => {
    const id = c.req.param("id");
    if (!isUlid(id)) throw new ApiError(400, GENERIC_MESSAGES.invalidId);
    const { db, clock } = c.var.deps;
    const auth = c.get("auth");
    const [row] = await db
      .select({
        providerId: bookingSeries.providerId,
        status: bookings.status,
        duration: bookingSeries.appointmentDuration,
      })
      .from(bookings)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .where(eq(bookings.id, id));
    if (!row) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
    if (row.providerId !== auth?.user.id) throw new ApiError(403, FORBIDDEN);
    if (row.status !== "confirmed") throw new ApiError(409, "Only a confirmed session can take place");
    const now = clock();
    const start = new Date(now.getTime() - 90 * 60_000);
    await underProviderLock(db, row.providerId, now, async (tx) => {
      await tx
        .update(bookings)
        .set({
          appointmentTime: start,
          appointmentEndTime: new Date(start.getTime() + row.duration * 60_000),
        })
        .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")));
      await completeProviderSessions(tx, row.providerId, now, c.var.deps);
    });
    // Completed, or cancelled as unpaid when nothing was paid for a paid therapy (issue 27).
    const [after] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    c.header("Cache-Control", "no-store");
    return c.json({ identifier: id, status: after?.status ?? row.status });
  });
  return router;
}
