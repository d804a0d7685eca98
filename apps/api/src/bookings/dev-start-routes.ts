import { authenticate, requireUser } from "../auth/index.ts";
import { moveDevSessionBack } from "../booking-lifecycle/index.ts";
import { createRouter } from "../http/index.ts";

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
    const start = await moveDevSessionBack(c.var.deps.db, c.var.deps.clock(), c.get("auth")?.user.id, id, {
      minutesAgo: STARTED_MINUTES_AGO,
      // At least an hour, so the session is still under way when the claim opens.
      lengthMinutes: (duration) => Math.max(duration, 60),
      notConfirmed: "Only a confirmed session can start",
    });
    c.header("Cache-Control", "no-store");
    return c.json({ identifier: id, appointmentTime: start.toISOString() });
  });
  return router;
}
