import { eq } from "drizzle-orm";
import { authenticate, requireUser } from "../auth/index.ts";
import { completeProviderSessions, moveDevSessionBack } from "../booking-lifecycle/index.ts";
import { bookings } from "../db/index.ts";
import { createRouter } from "../http/index.ts";

/**
 * POST /dev/booking/{id}/complete: the session's provider has a confirmed session take place now — its
 * time moves an hour and a half back and the completion sweeper's own step completes it (earnings and
 * all), or cancels it as unpaid when nothing was paid for a paid therapy; answers the status it ends
 * in. For end-to-end journeys that review a session; mounted only with the server's dev tools on
 * (development and demo mode), outside the OpenAPI contract, like /dev/outbox.
 */
export function devCompleteRoutes() {
  const router = createRouter();
  router.post("/dev/booking/:id/complete", authenticate, requireUser, async (c) => {
    const id = c.req.param("id");
    const { db, clock } = c.var.deps;
    await moveDevSessionBack(db, clock(), c.get("auth")?.user.id, id, {
      minutesAgo: 90,
      lengthMinutes: (duration) => duration,
      notConfirmed: "Only a confirmed session can take place",
      afterMove: (tx, providerId, now) => completeProviderSessions(tx, providerId, now, c.var.deps),
    });
    // Completed, or cancelled as unpaid when nothing was paid for a paid therapy (issue 27).
    const [after] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    c.header("Cache-Control", "no-store");
    return c.json({ identifier: id, status: after?.status });
  });
  return router;
}
