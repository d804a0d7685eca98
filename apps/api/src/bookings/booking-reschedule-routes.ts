import { createRoute, z } from "@hono/zod-openapi";
import {
  allowRescheduleSchema,
  RESCHEDULE_PERMISSIONS,
  type ReschedulePermission,
  rescheduleRefusal,
} from "@marketplace/domain/booking";
import { eq } from "drizzle-orm";
import { currentAuth, requireRole, requireUser } from "../auth/auth-middleware.ts";
import { bookings } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import {
  authErrors,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  signedIn,
} from "../http/schemas.ts";
import { findSession, requireBookingProvider, type SessionRow, sideOf } from "./booking-session-access.ts";

export const RescheduleStatusSchema = z
  .object({
    identifier: z.string(),
    seriesIdentifier: z.string(),
    viewerRole: z.enum(["client", "provider"]),
    providerIdentifier: z.string(),
    status: z.string(),
    appointmentTime: z.string().nullable(),
    appointmentEndTime: z.string().nullable(),
    /** The provider's permission for the client to move this session. */
    allowReschedule: z.enum(RESCHEDULE_PERMISSIONS),
    /** Whether this viewer may move the session now, and why not when they may not. */
    canReschedule: z.boolean(),
    reason: z.string().nullable(),
  })
  .openapi("RescheduleStatus");

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const permission = (value: string): ReschedulePermission => (value === "allowed" ? "allowed" : "not_allowed");

export function rescheduleStatus(
  row: SessionRow,
  viewerRole: "client" | "provider",
  now = new Date(),
): z.infer<typeof RescheduleStatusSchema> {
  const { booking, series } = row;
  const reason = rescheduleRefusal({
    viewerRole,
    status: booking.status,
    allowReschedule: booking.allowReschedule,
    appointmentTime: booking.appointmentTime,
    now,
  });
  return {
    identifier: booking.id,
    seriesIdentifier: series.id,
    viewerRole,
    providerIdentifier: series.providerId,
    status: booking.status,
    appointmentTime: iso(booking.appointmentTime),
    appointmentEndTime: iso(booking.appointmentEndTime),
    allowReschedule: permission(booking.allowReschedule),
    canReschedule: reason === null,
    reason,
  };
}

/** Moving a session to another time: the provider's permission, and the move itself (issue 13). */
export function bookingRescheduleRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/appointment/{identifier}/allow-reschedule",
      tags: ["bookings"],
      summary: "The session's provider allows (or stops allowing) the client to reschedule it",
      ...signedIn,
      middleware: requireRole("provider"),
      request: {
        params: z.object({ identifier: IdParam }),
        ...jsonBody(allowRescheduleSchema),
      },
      responses: {
        200: jsonContent(RescheduleStatusSchema, "The session's reschedule state"),
        ...authErrors,
        ...notFoundResponse,
        422: errorContent("The session is over, cancelled or has no time yet"),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { user } = currentAuth(c);
      const { status } = c.req.valid("json");
      const row = await findSession(db, c.req.valid("param").identifier);
      requireBookingProvider(row, user);
      const refused = rescheduleStatus(row, "provider").reason;
      if (refused) throw new ApiError(422, refused);
      const [updated] = await db
        .update(bookings)
        .set({ allowReschedule: status, updatedAt: new Date() })
        .where(eq(bookings.id, row.booking.id))
        .returning();
      return c.json(rescheduleStatus({ ...row, booking: updated ?? row.booking }, "provider"), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/{id}/reschedule",
      tags: ["bookings"],
      summary: "Whether the viewer (the session's client or provider) may move the session now",
      ...signedIn,
      middleware: requireUser,
      request: { params: z.object({ id: IdParam }) },
      responses: {
        200: jsonContent(RescheduleStatusSchema, "The session's reschedule state"),
        ...authErrors,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const row = await findSession(c.var.deps.db, c.req.valid("param").id);
      return c.json(rescheduleStatus(row, sideOf(row, currentAuth(c).user)), 200);
    },
  );

  return router;
}
