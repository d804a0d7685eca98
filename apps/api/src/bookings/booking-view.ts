import { z } from "@hono/zod-openapi";
import {
  BOOKING_API_MESSAGES,
  CANCELLATION_NOTICE_HOURS,
  freeCancellationUntil,
  LATE_CANCELLATION_FEE_SHARE,
} from "@marketplace/domain/booking";
import {
  actionsFor,
  BOOKING_STATUSES,
  isLive,
  noShowContestUntil,
} from "@marketplace/domain/booking-lifecycle";
import { roomMediaOf } from "@marketplace/domain/session-room";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionUser } from "../auth/index.ts";
import { seriesParties } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import {
  bookingConcerns,
  bookingParticipants,
  bookingSeries,
  bookings,
  concerns,
  modalities,
  noShowClaims,
  providerProfiles,
  readAll,
  seriesProvider,
  therapies,
  users,
  withSeriesProvider,
} from "../db/index.ts";
import { fileUrl } from "../files/index.ts";
import { notFound } from "../http/index.ts";
import { attendanceOf } from "../session-rooms/index.ts";
import { fullName } from "../users/index.ts";

/** The lifecycle's statuses (packages/domain/src/booking-lifecycle), as the contract names them. */
export const BookingStatusSchema = z.enum(BOOKING_STATUSES).openapi("BookingStatus");

export const BookingSessionSchema = z
  .object({
    identifier: z.string(),
    status: BookingStatusSchema,
    appointmentTime: z.string().nullable(),
    appointmentEndTime: z.string().nullable(),
    cancelReason: z.string().nullable(),
    lateFee: z.number().int(),
    allowReschedule: z.string(),
    /** The client's claim that the provider did not attend, when one was made (decision 039). */
    noShowClaim: z
      .object({
        claimedAt: z.string(),
        /** The provider may dispute it until then; undisputed, the fee is refunded after it. */
        contestUntil: z.string(),
        contestedAt: z.string().nullable(),
        /** The provider's statement: shown to the provider (and the staff), null for the client. */
        statement: z.string().nullable(),
        settledAt: z.string().nullable(),
      })
      .nullable(),
    participants: z.array(
      z.object({
        identifier: z.string(),
        email: z.string(),
        status: z.enum(["invited", "accepted", "declined"]),
      }),
    ),
    /**
     * Whether the session room (issue 30) recorded its client and its provider, ever; null for a
     * session without a room (in person, or without a time). Who and whether, never when: the page
     * reads from it whether the provider may mark that the client did not attend (decision 056).
     */
    room: z.object({ clientJoined: z.boolean(), providerJoined: z.boolean() }).nullable(),
  })
  .openapi("BookingSession");

/** Spec section 3's booking view, with who is looking and what they may do now. */
export const BookingViewSchema = z
  .object({
    identifier: z.string(),
    seriesIdentifier: z.string(),
    status: BookingStatusSchema,
    viewerRole: z.enum(["client", "provider"]),
    createdAt: z.string(),
    /** Until when an unpaid booking keeps its times: the payment deadline, or when an unanswered request expires (decision 038). */
    holdExpiresAt: z.string().nullable(),
    provider: z.object({
      identifier: z.string(),
      photo: z.string().nullable(),
      title: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      hideProfileTitle: z.boolean(),
      countryCode: z.string(),
      officeAddress: z.string().nullable(),
      timezone: z.string(),
    }),
    client: z.object({ identifier: z.string(), fullName: z.string(), photoUrl: z.string().nullable() }),
    therapyCategory: z.object({ identifier: z.string(), name: z.string(), allowInvite: z.boolean() }),
    modality: z.object({ identifier: z.string(), name: z.string(), isOffline: z.boolean() }),
    concerns: z.array(z.object({ identifier: z.string(), name: z.string() })),
    note: z.string().nullable(),
    totalSessions: z.number().int(),
    bookingFee: z.number().int(),
    totalBookingFee: z.number().int(),
    currency: z.string(),
    appointmentDuration: z.number().int(),
    cancellation: z.object({
      noticeHours: z.number().int(),
      lateFeeShare: z.number(),
      /** The first upcoming session's start minus the notice; null when no session has a time. */
      freeUntil: z.string().nullable(),
    }),
    bookings: z.array(BookingSessionSchema),
    actions: z.object({
      accept: z.boolean(),
      decline: z.boolean(),
      cancel: z.boolean(),
      schedule: z.boolean(),
      pay: z.boolean(),
    }),
  })
  .openapi("BookingView");

export type BookingView = z.infer<typeof BookingViewSchema>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Loads the booking view of a series for one of its parties. `focus` is the session the view is about
 * (its identifier is the view's identifier); the series' first session otherwise.
 */
export async function loadBookingView(
  db: Db,
  options: { seriesId: string; focus?: string; viewer: SessionUser; now: Date; publicUrl: string },
): Promise<BookingView> {
  const { series, role } = await seriesParties(db, options.seriesId, options.viewer);
  const clientUser = alias(users, "client_user");
  const [head] = await withSeriesProvider(
    db
      .select({
        provider: seriesProvider,
        profile: providerProfiles,
        client: clientUser,
        therapy: therapies,
        modality: modalities,
      })
      .from(bookingSeries)
      .$dynamic(),
  )
    .innerJoin(clientUser, eq(clientUser.id, bookingSeries.clientId))
    .innerJoin(therapies, eq(therapies.id, bookingSeries.therapyId))
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(eq(bookingSeries.id, series.id));
  if (!head) throw notFound(BOOKING_API_MESSAGES.bookingNotFound);
  const [concernRows, sessions, participants] = await readAll(db, [
    () =>
      db
        .select({ identifier: concerns.id, name: concerns.name })
        .from(bookingConcerns)
        .innerJoin(concerns, eq(concerns.id, bookingConcerns.concernId))
        .where(eq(bookingConcerns.seriesId, series.id))
        .orderBy(asc(concerns.name)),
    () =>
      db
        .select()
        .from(bookings)
        .where(eq(bookings.seriesId, series.id))
        .orderBy(sql`${bookings.appointmentTime} asc nulls last`, asc(bookings.id)),
    () =>
      db
        .select()
        .from(bookingParticipants)
        .where(inArray(bookingParticipants.seriesId, [series.id]))
        .orderBy(asc(bookingParticipants.createdAt), asc(bookingParticipants.email)),
  ]);
  const claims =
    sessions.length === 0
      ? []
      : await db
          .select()
          .from(noShowClaims)
          .where(
            inArray(
              noShowClaims.bookingId,
              sessions.map((s) => s.id),
            ),
          );
  const attendance = await attendanceOf(
    db,
    sessions.map((s) => s.id),
  );
  const roomOf = (s: (typeof sessions)[number]) => {
    if (!roomMediaOf(head.modality.name) || !s.appointmentTime || !s.appointmentEndTime) return null;
    const record = attendance.get(s.id);
    return { clientJoined: record?.clientJoined ?? false, providerJoined: record?.providerJoined ?? false };
  };
  const claimOf = (id: string) => {
    const claim = claims.find((c) => c.bookingId === id);
    if (!claim) return null;
    return {
      claimedAt: claim.claimedAt.toISOString(),
      contestUntil: noShowContestUntil(claim.claimedAt).toISOString(),
      contestedAt: iso(claim.contestedAt),
      statement: role === "provider" ? claim.statement : null,
      settledAt: iso(claim.settledAt),
    };
  };
  const focus = sessions.find((s) => s.id === options.focus) ?? sessions[0];
  if (!focus) throw notFound(BOOKING_API_MESSAGES.bookingNotFound);
  const now = options.now;
  const upcoming = sessions.find((s) => isLive(s.status) && s.appointmentTime && s.appointmentTime > now);
  // What this viewer may do with the focused session now, read from the lifecycle's table.
  const may = actionsFor(
    {
      seriesStatus: series.status,
      status: focus.status,
      appointmentTime: focus.appointmentTime,
      appointmentEndTime: focus.appointmentEndTime,
      holdExpiresAt: series.holdExpiresAt,
      allowReschedule: focus.allowReschedule,
    },
    role,
    now,
  );
  const { provider, profile, client, therapy, modality } = head;
  return {
    identifier: focus.id,
    seriesIdentifier: series.id,
    status: series.status,
    viewerRole: role,
    createdAt: series.createdAt.toISOString(),
    holdExpiresAt:
      series.status === "awaiting_payment" || series.status === "pending_approval"
        ? iso(series.holdExpiresAt)
        : null,
    provider: {
      identifier: provider.id,
      photo: provider.deletedAt ? null : fileUrl(options.publicUrl, provider.photoUrl),
      title: profile.title,
      firstName: provider.deletedAt ? null : provider.firstName,
      lastName: provider.deletedAt ? null : provider.lastName,
      hideProfileTitle: profile.hideProfileTitle,
      countryCode: profile.countryCode,
      officeAddress: modality.isOffline && profile.offerOfflineSession ? profile.officeAddress : null,
      timezone: profile.timezone,
    },
    client: {
      identifier: client.id,
      fullName: fullName(client),
      photoUrl: client.deletedAt ? null : fileUrl(options.publicUrl, client.photoUrl),
    },
    therapyCategory: { identifier: therapy.id, name: therapy.name, allowInvite: therapy.allowInvite },
    modality: { identifier: modality.id, name: modality.name, isOffline: modality.isOffline },
    concerns: concernRows,
    note: series.note,
    totalSessions: series.totalSessions,
    bookingFee: series.bookingFee,
    totalBookingFee: series.totalBookingFee,
    currency: series.currencyCode,
    appointmentDuration: series.appointmentDuration,
    cancellation: {
      noticeHours: CANCELLATION_NOTICE_HOURS,
      lateFeeShare: LATE_CANCELLATION_FEE_SHARE,
      freeUntil: iso(freeCancellationUntil(upcoming?.appointmentTime ?? null)),
    },
    bookings: sessions.map((s) => ({
      identifier: s.id,
      status: s.status,
      appointmentTime: iso(s.appointmentTime),
      appointmentEndTime: iso(s.appointmentEndTime),
      cancelReason: s.cancelReason,
      lateFee: s.lateFee,
      allowReschedule: s.allowReschedule,
      noShowClaim: claimOf(s.id),
      participants: participants.map((p) => ({ identifier: p.id, email: p.email, status: p.status })),
      room: roomOf(s),
    })),
    actions: {
      accept: may.approve,
      decline: may.decline,
      cancel: may.cancel,
      schedule: may.schedule,
      pay: may.pay,
    },
  };
}
