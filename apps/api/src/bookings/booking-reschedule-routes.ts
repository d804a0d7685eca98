import { createRoute, z } from "@hono/zod-openapi";
import { displayName } from "@marketplace/domain/accounts";
import {
  allowRescheduleSchema,
  BOOKING_API_MESSAGES,
  RESCHEDULE_PERMISSIONS,
  type ReschedulePermission,
  rescheduleRefusal,
  rescheduleSchema,
} from "@marketplace/domain/booking";
import { eq } from "drizzle-orm";
import { currentAuth, requireRole, requireUser } from "../auth/index.ts";
import {
  rescheduleSession,
  seriesOfBooking,
  seriesParties,
  underProviderLock,
} from "../booking-lifecycle/index.ts";
import { bookings, sessionReminders } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  signedIn,
} from "../http/index.ts";
import { notify } from "../notifications/index.ts";
import { findSession, requireBookingProvider, type SessionRow, sideOf } from "./booking-session-access.ts";
import { BookingViewSchema, loadBookingView } from "./booking-view.ts";

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
      const { db, clock } = c.var.deps;
      const { user } = currentAuth(c);
      const { status } = c.req.valid("json");
      const row = await findSession(db, c.req.valid("param").identifier);
      requireBookingProvider(row, user);
      const now = clock();
      const refused = rescheduleStatus(row, "provider", now).reason;
      if (refused) throw new ApiError(422, refused);
      const [updated] = await db
        .update(bookings)
        .set({ allowReschedule: status, updatedAt: now })
        .where(eq(bookings.id, row.booking.id))
        .returning();
      return c.json(rescheduleStatus({ ...row, booking: updated ?? row.booking }, "provider", now), 200);
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
      return c.json(rescheduleStatus(row, sideOf(row, currentAuth(c).user), c.var.deps.clock()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/reschedule",
      tags: ["bookings"],
      summary:
        "Move a session to another open time of the provider: the client once allowed, the provider always",
      ...signedIn,
      middleware: requireUser,
      request: { params: z.object({ id: IdParam }), ...jsonBody(rescheduleSchema) },
      responses: {
        200: jsonContent(BookingViewSchema, "The booking view with the session at its new time"),
        ...authErrors,
        ...notFoundResponse,
        409: errorContent("The session cannot move now, or the new time was taken"),
        422: errorContent("The new time is the current one, or has passed"),
      },
    }),
    async (c) => {
      const { db, clock, publicUrl } = c.var.deps;
      const { user } = currentAuth(c);
      const id = c.req.valid("param").id;
      const { timeslotIdentifier } = c.req.valid("json");
      const seriesId = await seriesOfBooking(db, id);
      const { series: outside } = await seriesParties(db, seriesId, user);
      await underProviderLock(db, outside.providerId, clock(), async (tx) => {
        const now = clock();
        const { series, role } = await seriesParties(tx, seriesId, user);
        const [session] = await tx.select().from(bookings).where(eq(bookings.id, id));
        if (!session) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
        // The lifecycle moves it (the provider always, the client once allowed; the permission is spent).
        await rescheduleSession(tx, { series, session, role, now }, timeslotIdentifier);
        // The new time gets its own reminders.
        await tx.delete(sessionReminders).where(eq(sessionReminders.bookingId, id));
        await notify(
          tx,
          {
            userId: role === "client" ? series.providerId : series.clientId,
            type: "in-app-booking-reschedule",
            title: `${displayName(user)} moved a session to a new time`,
            body: "See the session's new date and time.",
            linkUrl: `/booking/${id}/summary`,
          },
          c.var.deps,
        );
      });
      return c.json(
        await loadBookingView(db, { seriesId, focus: id, viewer: user, now: clock(), publicUrl }),
        200,
      );
    },
  );

  return router;
}
