import { createRoute, z } from "@hono/zod-openapi";
import { acceptedHoldExpiry, BOOKING_API_MESSAGES, cancellationCost } from "@marketplace/domain/booking";
import { and, eq, inArray } from "drizzle-orm";
import icalGenerator from "ical-generator";
import type { SessionUser } from "../auth/index.ts";
import { currentAuth, requireRole, requireUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  signedIn,
} from "../http/index.ts";
import { refundCancelledSession } from "../payments/index.ts";
import { takeSlots } from "./booking-create.ts";
import { releaseSessions, underProviderLock } from "./booking-lock.ts";
import { BookingViewSchema, loadBookingView, seriesOfBooking, seriesParties } from "./booking-view.ts";

const ACTIVE = ["pending_approval", "awaiting_payment", "confirmed"] as const;
const isActive = (status: string) => (ACTIVE as readonly string[]).includes(status);

const viewAnswers = {
  200: jsonContent(BookingViewSchema, "The booking view after the change"),
  404: errorContent("No such booking"),
  409: errorContent("The booking is not in a state that allows this, or the time was taken"),
  422: errorContent("The change breaks a rule"),
  ...authErrors,
};

type Role = "client" | "provider";
interface ActContext {
  tx: Db;
  series: typeof bookingSeries.$inferSelect;
  session: typeof bookings.$inferSelect;
  sessions: (typeof bookings.$inferSelect)[];
  role: Role;
  now: Date;
}

/**
 * One change to a session, for one of its parties: under the provider's lock, with the series and its
 * sessions read inside the transaction; answers the booking view afterwards.
 */
async function act(
  deps: { db: Db; clock: () => Date; publicUrl: string },
  user: SessionUser,
  bookingId: string,
  change: (ctx: ActContext) => Promise<void>,
) {
  const { db, clock, publicUrl } = deps;
  const seriesId = await seriesOfBooking(db, bookingId);
  const { series: outside } = await seriesParties(db, seriesId, user);
  const now = clock();
  await underProviderLock(db, outside.providerId, now, async (tx) => {
    const { series, role } = await seriesParties(tx, seriesId, user);
    const sessions = await tx.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    const session = sessions.find((s) => s.id === bookingId);
    if (!session) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
    await change({ tx, series, session, sessions, role, now });
  });
  return loadBookingView(db, { seriesId, focus: bookingId, viewer: user, now: clock(), publicUrl });
}

/** When every session has reached an end, the series has too. */
async function settleSeries(tx: Db, seriesId: string, status: "cancelled" | "declined") {
  const left = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), inArray(bookings.status, [...ACTIVE])));
  if (left.length === 0) await tx.update(bookingSeries).set({ status }).where(eq(bookingSeries.id, seriesId));
}

const params = { params: z.object({ id: IdParam }) };

/** What the parties do with a booking after it exists (docs/decisions/021-booking.md). */
export function bookingActionRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/approval",
      tags: ["bookings"],
      summary: "The provider accepts or declines a booking request",
      ...signedIn,
      middleware: requireRole("provider"),
      request: {
        ...params,
        ...jsonBody(
          z.object({
            decision: z.enum(["accept", "decline"], { message: "decision must be accept or decline" }),
          }),
        ),
      },
      responses: viewAnswers,
    }),
    async (c) => {
      const { decision } = c.req.valid("json");
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        if (ctx.role !== "provider") throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
        if (ctx.series.status !== "pending_approval")
          throw new ApiError(409, BOOKING_API_MESSAGES.notPending);
        if (decision === "decline") {
          await releaseSessions(ctx.tx, [ctx.series.id], { status: "declined" });
          await settleSeries(ctx.tx, ctx.series.id, "declined");
          return;
        }
        const starts = ctx.sessions.flatMap((s) => (s.appointmentTime ? [s.appointmentTime] : []));
        const first = starts.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
        if (first && first <= ctx.now) throw new ApiError(422, BOOKING_API_MESSAGES.slotPast);
        await ctx.tx
          .update(bookingSeries)
          .set({ status: "awaiting_payment", holdExpiresAt: acceptedHoldExpiry(ctx.now, first) })
          .where(eq(bookingSeries.id, ctx.series.id));
        await ctx.tx
          .update(bookings)
          .set({ status: "awaiting_payment" })
          .where(and(eq(bookings.seriesId, ctx.series.id), eq(bookings.status, "pending_approval")));
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/schedule",
      tags: ["bookings"],
      summary: "Give a schedule-later session its time",
      ...signedIn,
      middleware: requireUser,
      request: {
        ...params,
        ...jsonBody(
          z.object({ timeslotIdentifier: IdParam.openapi({ description: "An open time of the provider" }) }),
        ),
      },
      responses: viewAnswers,
    }),
    async (c) => {
      const { timeslotIdentifier } = c.req.valid("json");
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        if (!isActive(ctx.session.status) || ctx.series.status === "pending_approval") {
          throw new ApiError(409, BOOKING_API_MESSAGES.cannotSchedule);
        }
        if (ctx.session.appointmentTime) throw new ApiError(409, BOOKING_API_MESSAGES.alreadyScheduled);
        const [slot] = await takeSlots(
          ctx.tx,
          ctx.series.providerId,
          [timeslotIdentifier],
          ctx.now,
          ctx.series.status === "confirmed" ? "booked" : "held",
        );
        if (!slot) throw new ApiError(409, BOOKING_API_MESSAGES.slotTaken);
        await ctx.tx
          .update(bookings)
          .set({ timeslotId: slot.id, appointmentTime: slot.startTime, appointmentEndTime: slot.endTime })
          .where(eq(bookings.id, ctx.session.id));
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/cancel",
      tags: ["bookings"],
      summary:
        "Cancel: an unpaid booking is withdrawn whole; a confirmed session alone, with the late fee the policy sets for a client",
      ...signedIn,
      middleware: requireUser,
      request: params,
      responses: viewAnswers,
    }),
    async (c) => {
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        const { session, series, role, now, tx } = ctx;
        if (!isActive(session.status) || (session.appointmentTime && session.appointmentTime <= now)) {
          throw new ApiError(409, BOOKING_API_MESSAGES.cannotCancel);
        }
        if (series.status !== "confirmed") {
          // Nothing was paid: the whole request or hold is withdrawn and its times reopen.
          await releaseSessions(tx, [series.id], { status: "cancelled", cancelReason: role });
          await settleSeries(tx, series.id, "cancelled");
          return;
        }
        const lateFee = cancellationCost({
          by: role,
          paid: true,
          appointmentTime: session.appointmentTime,
          fee: series.bookingFee,
          now,
        });
        await releaseSessions(tx, [series.id], { status: "cancelled", cancelReason: role }, [session.id]);
        await tx.update(bookings).set({ lateFee }).where(eq(bookings.id, session.id));
        // Paid: the fee goes back to the wallet now, less the late fee (issue 14).
        await refundCancelledSession(tx, { series, bookingId: session.id, lateFee }, c.var.deps);
        await settleSeries(tx, series.id, "cancelled");
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/provider-no-show",
      tags: ["bookings"],
      summary: "The client reports that the therapist did not attend: the session costs nothing",
      ...signedIn,
      middleware: requireRole("client"),
      request: params,
      responses: viewAnswers,
    }),
    async (c) => {
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        const { session, now, tx } = ctx;
        if (session.status !== "confirmed") throw new ApiError(409, BOOKING_API_MESSAGES.cannotCancel);
        if (!session.appointmentTime || session.appointmentTime > now) {
          throw new ApiError(409, BOOKING_API_MESSAGES.noShowTooEarly);
        }
        await tx
          .update(bookings)
          .set({ status: "cancelled", cancelReason: "provider_no_show", lateFee: 0 })
          .where(eq(bookings.id, session.id));
        await refundCancelledSession(
          tx,
          { series: ctx.series, bookingId: session.id, lateFee: 0 },
          c.var.deps,
        );
        await settleSeries(tx, ctx.series.id, "cancelled");
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/{id}/calendar.ics",
      tags: ["bookings"],
      summary: "A confirmed session as a calendar file",
      ...signedIn,
      middleware: requireUser,
      request: params,
      responses: {
        200: {
          description: "The session as iCalendar",
          content: { "text/calendar": { schema: z.string() } },
        },
        404: errorContent("No such booking"),
        409: errorContent("The session is not confirmed or has no time"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock, publicUrl } = c.var.deps;
      const { id } = c.req.valid("param");
      const seriesId = await seriesOfBooking(db, id);
      const view = await loadBookingView(db, { seriesId, focus: id, viewer: user, now: clock(), publicUrl });
      const session = view.bookings.find((b) => b.identifier === id);
      if (
        !session ||
        session.status !== "confirmed" ||
        !session.appointmentTime ||
        !session.appointmentEndTime
      ) {
        throw new ApiError(409, BOOKING_API_MESSAGES.notConfirmed);
      }
      const other =
        view.viewerRole === "client"
          ? [view.provider.title, view.provider.firstName, view.provider.lastName].filter(Boolean).join(" ")
          : view.client.fullName;
      const calendar = icalGenerator({ name: "Tranquil" });
      calendar.createEvent({
        id: `${id}@tranquil`,
        start: new Date(session.appointmentTime),
        end: new Date(session.appointmentEndTime),
        summary: `${view.therapyCategory.name} with ${other}`,
        description: `${view.modality.name}. Concerns: ${view.concerns.map((x) => x.name).join(", ")}`,
        location: view.provider.officeAddress ?? view.modality.name,
      });
      return c.body(calendar.toString(), 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="session-${id}.ics"`,
      });
    },
  );

  return router;
}
