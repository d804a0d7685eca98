import { createRoute, z } from "@hono/zod-openapi";
import {
  BOOKING_API_MESSAGES,
  BOOKING_HOLD_MINUTES,
  CANCELLATION_NOTICE_HOURS,
  LATE_CANCELLATION_FEE_SHARE,
  MAX_SERIES_SESSIONS,
  seriesBookingRequestSchema,
  singleBookingRequestSchema,
} from "@marketplace/domain/booking";
import { LIVE_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { eq } from "drizzle-orm";
import { currentAuth, requireRole, requireUser } from "../auth/index.ts";
import { seriesOfBooking } from "../booking-lifecycle/index.ts";
import { users } from "../db/index.ts";
import { fileUrl } from "../files/index.ts";
import {
  authErrors,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFound,
  RetryKeyHeader,
  retrySafe,
  signedIn,
} from "../http/index.ts";
import { loadProviderProfile } from "../providers/index.ts";
import { fullName } from "../users/index.ts";
import { createBooking } from "./booking-create.ts";
import { assertProviderMayBookFor } from "./booking-relationship.ts";
import { BookingViewSchema, loadBookingView } from "./booking-view.ts";

const secured = { ...signedIn, middleware: requireUser };
const bookers = { ...signedIn, middleware: requireRole("client", "provider") };

const BookingCreatedSchema = z
  .object({
    identifier: z.string().openapi({ description: "The first session" }),
    seriesIdentifier: z.string(),
    status: z.enum(LIVE_STATUSES),
    holdExpiresAt: z.string().nullable(),
  })
  .openapi("BookingCreated");

const BookingFormSchema = z
  .object({
    role: z.enum(["client", "provider"]),
    provider: z.object({
      identifier: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      title: z.string().nullable(),
      hideProfileTitle: z.boolean(),
      photo: z.string().nullable(),
      acknowledgeBooking: z.boolean(),
      offerOfflineSession: z.boolean(),
      officeAddress: z.string().nullable(),
      timezone: z.string(),
      appointmentDuration: z.number().int(),
    }),
    client: z.object({ identifier: z.string(), fullName: z.string(), photoUrl: z.string().nullable() }),
    therapies: z.array(z.object({ identifier: z.string(), name: z.string(), allowInvite: z.boolean() })),
    modalities: z.array(
      z.object({ identifier: z.string(), name: z.string(), shortName: z.string(), isOffline: z.boolean() }),
    ),
    concerns: z.array(z.object({ identifier: z.string(), name: z.string() })),
    fees: z.object({
      currencyCode: z.string(),
      general: z.object({ fee: z.number().int() }),
      therapy: z.array(
        z.object({ therapyIdentifier: z.string(), fee: z.number().int(), isFree: z.boolean() }),
      ),
    }),
    policy: z.object({
      holdMinutes: z.number().int(),
      noticeHours: z.number().int(),
      lateFeeShare: z.number(),
      maxSeriesSessions: z.number().int(),
    }),
  })
  .openapi("BookingForm");

const created = {
  201: jsonContent(BookingCreatedSchema, "Booked: the first session and the series"),
  404: errorContent(
    "The provider or the client does not exist (to a provider: or has not booked them before)",
  ),
  409: errorContent(
    "A chosen time was taken meanwhile, or the client already has as many unpaid bookings or held sessions as allowed (decision 038)",
  ),
  422: errorContent(
    "The booking breaks a rule (not offered, past time, schedule later with approval), or the Idempotency-Key was used for another request",
  ),
  429: errorContent(
    `The client let one of these times go a few minutes ago and may not hold it again yet (Retry-After, decision 038), or named more invitees than a day allows: ${BOOKING_API_MESSAGES.tooManyInvitees}`,
  ),
  ...authErrors,
  403: errorContent(`Not allowed for this role / ${BOOKING_API_MESSAGES.publishFirst}`),
};
const viewAnswers = {
  200: jsonContent(BookingViewSchema, "The booking view"),
  404: errorContent("No such booking"),
  ...authErrors,
};

/** Creating and reading bookings (docs/decisions/021-booking.md). */
export function bookingRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/form",
      tags: ["bookings"],
      summary: "What the Book-a-session screen needs: both parties, the provider's offer, fees and policy",
      ...bookers,
      request: {
        query: z.object({
          with: IdParam.openapi({
            description: "The provider (client booking) or the client (provider booking)",
          }),
        }),
      },
      responses: {
        200: jsonContent(BookingFormSchema, "The form's data"),
        404: errorContent(
          "The provider or the client does not exist (to a provider: or has not booked them before)",
        ),
        ...authErrors,
        403: errorContent(`Not allowed for this role / ${BOOKING_API_MESSAGES.publishFirst}`),
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, publicUrl } = c.var.deps;
      const other = c.req.valid("query").with;
      const providerId = user.role === "provider" ? user.id : other;
      const profile = await loadProviderProfile(
        db,
        providerId,
        publicUrl,
        user.role === "provider" ? user.id : undefined,
      );
      if (!profile) throw notFound(GENERIC_MESSAGES.providerNotFound);
      const clientId = user.role === "client" ? user.id : other;
      // A provider sees only a client who booked them before, and only while published (issue 27).
      if (user.role === "provider") await assertProviderMayBookFor(db, user.id, clientId);
      const [client] = await db.select().from(users).where(eq(users.id, clientId));
      if (!client || client.role !== "client" || client.deletedAt)
        throw notFound(BOOKING_API_MESSAGES.clientNotFound);
      const info = profile.profileInfo;
      return c.json(
        {
          role: user.role === "provider" ? ("provider" as const) : ("client" as const),
          provider: {
            identifier: info.identifier,
            firstName: info.firstName,
            lastName: info.lastName,
            title: info.title,
            hideProfileTitle: info.hideProfileTitle,
            photo: info.photo,
            acknowledgeBooking: info.acknowledgeBooking,
            offerOfflineSession: info.offerOfflineSession,
            officeAddress: info.officeAddress,
            timezone: info.timezone,
            appointmentDuration: info.appointmentDuration,
          },
          client: {
            identifier: client.id,
            fullName: fullName(client),
            photoUrl: fileUrl(publicUrl, client.photoUrl),
          },
          therapies: profile.preferences.therapy,
          modalities: profile.preferences.modality.map(({ identifier, name, shortName, isOffline }) => ({
            identifier,
            name,
            shortName,
            isOffline,
          })),
          concerns: profile.preferences.specialities,
          fees: {
            currencyCode: profile.bookingFee.currencyCode,
            general: profile.bookingFee.general,
            therapy: profile.bookingFee.therapy.map(({ therapyIdentifier, fee, isFree }) => ({
              therapyIdentifier,
              fee,
              isFree,
            })),
          },
          policy: {
            holdMinutes: BOOKING_HOLD_MINUTES,
            noticeHours: CANCELLATION_NOTICE_HOURS,
            lateFeeShare: LATE_CANCELLATION_FEE_SHARE,
            maxSeriesSessions: MAX_SERIES_SESSIONS,
          },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking",
      tags: ["bookings"],
      summary: "Book one session (timeslotIdentifier null: schedule later)",
      ...signedIn,
      // A client may retry it after a dropped connection (Idempotency-Key): nothing is booked twice.
      middleware: [requireRole("client", "provider"), retrySafe] as const,
      request: { headers: RetryKeyHeader, ...jsonBody(singleBookingRequestSchema) },
      responses: created,
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const result = await createBooking(
        db,
        user,
        { ...c.req.valid("json"), mode: "single" },
        clock(),
        c.var.deps,
      );
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/booking/series",
      tags: ["bookings"],
      summary: "Book a course of sessions; sessions without a time are scheduled later",
      ...signedIn,
      // A client may retry it after a dropped connection (Idempotency-Key): nothing is booked twice.
      middleware: [requireRole("client", "provider"), retrySafe] as const,
      request: { headers: RetryKeyHeader, ...jsonBody(seriesBookingRequestSchema) },
      responses: created,
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const result = await createBooking(
        db,
        user,
        { ...c.req.valid("json"), mode: "series" },
        clock(),
        c.var.deps,
      );
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/series/{seriesId}",
      tags: ["bookings"],
      summary: "A series' booking view, for its client or provider",
      ...secured,
      request: { params: z.object({ seriesId: IdParam }) },
      responses: viewAnswers,
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock, publicUrl } = c.var.deps;
      const view = await loadBookingView(db, {
        seriesId: c.req.valid("param").seriesId,
        viewer: user,
        now: clock(),
        publicUrl,
      });
      return c.json(view, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/{id}",
      tags: ["bookings"],
      summary: "The booking view of a session's series, about that session",
      ...secured,
      request: { params: z.object({ id: IdParam }) },
      responses: viewAnswers,
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock, publicUrl } = c.var.deps;
      const { id } = c.req.valid("param");
      const seriesId = await seriesOfBooking(db, id);
      const view = await loadBookingView(db, { seriesId, focus: id, viewer: user, now: clock(), publicUrl });
      return c.json(view, 200);
    },
  );

  return router;
}
