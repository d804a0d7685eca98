import { createRoute, z } from "@hono/zod-openapi";
import { BOOKING_API_MESSAGES, noShowContestSchema } from "@marketplace/domain/booking";
import {
  ROOM_OPENS_MINUTES_BEFORE,
  roomMediaOf,
  sessionRoomPath,
  sessionRoomText,
} from "@marketplace/domain/session-room";
import { eq } from "drizzle-orm";
import icalGenerator from "ical-generator";
import type { SessionUser } from "../auth/index.ts";
import { currentAuth, requireRole, requireUser, siteOrigin } from "../auth/index.ts";
import {
  answerRequest,
  cancelSession,
  contestNoShow,
  markClientNoShow,
  reportNoShow,
  type SessionMove,
  scheduleSession,
  seriesOfBooking,
  seriesParties,
  underProviderLock,
} from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { bookings } from "../db/index.ts";
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
import { BookingViewSchema, loadBookingView } from "./booking-view.ts";

const viewAnswers = {
  200: jsonContent(BookingViewSchema, "The booking view after the change"),
  404: errorContent("No such booking"),
  409: errorContent("The booking is not in a state that allows this, or the time was taken"),
  422: errorContent("The change breaks a rule"),
  ...authErrors,
};

type ActContext = SessionMove & { tx: Db };

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
            decision: z.enum(["accept", "decline"], { message: "Choose Accept or Decline" }),
          }),
        ),
      },
      responses: viewAnswers,
    }),
    async (c) => {
      const { decision } = c.req.valid("json");
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        // The lifecycle moves the request: accepted, the client has a day to pay; declined, the times reopen.
        await answerRequest(ctx.tx, ctx, decision === "accept" ? "approve" : "decline", c.var.deps);
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
        await scheduleSession(ctx.tx, ctx, timeslotIdentifier);
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
        // Unpaid: withdrawn whole. Paid: this session alone, refunded now less any late fee (issue 14).
        await cancelSession(ctx.tx, ctx, c.var.deps);
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/provider-no-show",
      tags: ["bookings"],
      summary:
        "The client claims that the therapist did not attend (from 15 minutes after the start): the fee is held while the therapist may dispute it for 48 hours, then refunded if undisputed",
      ...signedIn,
      middleware: requireRole("client"),
      request: params,
      responses: viewAnswers,
    }),
    async (c) => {
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        await reportNoShow(ctx.tx, ctx, c.var.deps);
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/client-no-show",
      tags: ["bookings"],
      summary:
        "The therapist marks that the client did not attend an online session (from 15 minutes after the start, only when the session room recorded the therapist and never the client): the cancellation policy applies as to a late cancellation",
      ...signedIn,
      middleware: requireRole("provider"),
      request: params,
      responses: viewAnswers,
    }),
    async (c) => {
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        await markClientNoShow(ctx.tx, ctx, c.var.deps);
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/{id}/provider-no-show/contest",
      tags: ["bookings"],
      summary:
        "The therapist disputes a client's no-show claim within 48 hours of it, with a short statement: the fee stays held for review",
      ...signedIn,
      middleware: requireRole("provider"),
      request: { ...params, ...jsonBody(noShowContestSchema) },
      responses: viewAnswers,
    }),
    async (c) => {
      const { statement } = c.req.valid("json");
      const view = await act(c.var.deps, currentAuth(c).user, c.req.valid("param").id, async (ctx) => {
        await contestNoShow(ctx.tx, ctx, statement, c.var.deps);
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
      request: {
        ...params,
        query: z.object({
          /** The site asking (its origin): an online session's room link points at it. */
          site: z
            .string()
            .optional()
            .openapi({ description: "The calling site's origin, for the room link" }),
        }),
      },
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
      const site = siteOrigin(c.var.deps.siteOrigins, c.req.valid("query").site);
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
      // An online session's room (issue 30) on the calling site: its link is where the session happens.
      const room = roomMediaOf(view.modality.name) ? `${site}${sessionRoomPath(id)}` : null;
      const details = "The details of this appointment are in your Tranquil account.";
      calendar.createEvent({
        id: `${id}@tranquil`,
        start: new Date(session.appointmentTime),
        end: new Date(session.appointmentEndTime),
        // Calendar files sync into work and shared calendars: no therapy, concern or note goes in
        // them, only who and when, and where for an office visit (issue 28).
        summary: `Appointment with ${other}`,
        description: room
          ? `${sessionRoomText.join}: ${room}\n(opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the start)\n\n${details}`
          : details,
        location: view.provider.officeAddress ?? view.modality.name,
        url: room,
      });
      return c.body(calendar.toString(), 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="session-${id}.ics"`,
      });
    },
  );

  return router;
}
