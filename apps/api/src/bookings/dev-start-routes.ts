import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid } from "@marketplace/domain/ids";
import { and, eq } from "drizzle-orm";
import { authenticate, FORBIDDEN, requireUser } from "../auth/index.ts";
import { underProviderLock } from "../booking-lifecycle/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import { ApiError, createRouter } from "../http/index.ts";

/** How long ago the helper's session started: past the 15 minutes a no-show claim waits for. */
const STARTED_MINUTES_AGO = 20;

/**
 * POST /dev/booking/{id}/start: the session's provider has a confirmed session start 20 minutes ago
 * (its time moves back, its status stays), so a journey can show the client's no-show claim and the
 * provider's dispute (decision 039) without waiting. Moves no money. Mounted only with the server's
 * dev tools on, outside the OpenAPI contract, like /dev/booking/{id}/complete.
 */
export function devStartRoutes() {
  const router = createRouter();
  router.post("/dev/booking/:id/start", authenticate, requireUser, async (c) => {
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
    if (row.status !== "confirmed") throw new ApiError(409, "Only a confirmed session can start");
    const now = clock();
    const start = new Date(now.getTime() - STARTED_MINUTES_AGO * 60_000);
    await underProviderLock(db, row.providerId, now, async (tx) => {
      await tx
        .update(bookings)
        .set({
          appointmentTime: start,
          appointmentEndTime: new Date(start.getTime() + Math.max(row.duration, 60) * 60_000),
        })
        .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")));
    });
    c.header("Cache-Control", "no-store");
    return c.json({ identifier: id, appointmentTime: start.toISOString() });
  });
  return router;
}
