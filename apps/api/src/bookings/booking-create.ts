import {
  BOOKING_API_MESSAGES,
  BOOKING_MESSAGES,
  holdExpiry,
  type SeriesBookingRequest,
  type SingleBookingRequest,
} from "@marketplace/domain/booking";
import type { LiveStatus } from "@marketplace/domain/booking-lifecycle";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { chooseFee, seriesTotal } from "@marketplace/domain/money";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { ulid } from "ulid";
import type { SessionUser } from "../auth/index.ts";
import { openSeries, underProviderLock } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import {
  bookingConcerns,
  bookingFees,
  bookingParticipants,
  providerConcerns,
  providerModalities,
  providerProfiles,
  providerTherapies,
  readAll,
  therapies,
  therapyFees,
} from "../db/index.ts";
import { ApiError, badRequest, notFound } from "../http/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { emailInvitations, notifyApprovalRequested, notifyBookingConfirmed } from "../notifications/index.ts";
import { assertInviteAllowance } from "./booking-invitation-limit.ts";
import { assertProviderMayBookFor } from "./booking-relationship.ts";
import { assertClientMayHold } from "./unpaid-holds.ts";

export interface BookingCreated {
  identifier: string;
  seriesIdentifier: string;
  status: LiveStatus;
  holdExpiresAt: string | null;
}

type Request = (SingleBookingRequest & { mode: "single" }) | (SeriesBookingRequest & { mode: "series" });

/** Who books with whom: a client names the provider, a provider names the client. */
async function parties(db: Db, caller: SessionUser, body: Request) {
  if (caller.role === "client") {
    if (!body.providerIdentifier) throw badRequest("Choose the therapist to book with");
    const [profile] = await db
      .select()
      .from(providerProfiles)
      .where(
        and(eq(providerProfiles.userId, body.providerIdentifier), isNotNull(providerProfiles.publishedAt)),
      );
    // A hidden or unpublished provider takes no bookings: to a client they do not exist.
    if (!profile || profile.visibility !== "visible") throw notFound(GENERIC_MESSAGES.providerNotFound);
    return { clientId: caller.id, profile };
  }
  if (!body.clientIdentifier) throw badRequest("Choose the client to book for");
  // Published, and only for a client who booked this provider before (issue 27); else 403/404.
  await assertProviderMayBookFor(db, caller.id, body.clientIdentifier);
  const [profile] = await db.select().from(providerProfiles).where(eq(providerProfiles.userId, caller.id));
  if (!profile) throw notFound(GENERIC_MESSAGES.providerNotFound);
  return { clientId: body.clientIdentifier, profile };
}

/** 422 unless the provider offers the therapy, the modality and every concern. */
async function checkOffered(db: Db, providerId: string, body: Request) {
  const [therapy, modality, concernRows] = await readAll(db, [
    () =>
      db
        .select()
        .from(providerTherapies)
        .where(
          and(
            eq(providerTherapies.providerId, providerId),
            eq(providerTherapies.itemId, body.therapyIdentifier),
          ),
        ),
    () =>
      db
        .select()
        .from(providerModalities)
        .where(
          and(
            eq(providerModalities.providerId, providerId),
            eq(providerModalities.itemId, body.modalityIdentifier),
          ),
        ),
    () =>
      db
        .select({ id: providerConcerns.itemId })
        .from(providerConcerns)
        .where(
          and(eq(providerConcerns.providerId, providerId), inArray(providerConcerns.itemId, body.concerns)),
        ),
  ]);
  const errors: string[] = [];
  if (therapy.length === 0) errors.push("therapyIdentifier: this therapist does not offer this therapy");
  const [kind] = await db
    .select({ allowInvite: therapies.allowInvite })
    .from(therapies)
    .where(eq(therapies.id, body.therapyIdentifier));
  if (kind?.allowInvite && body.participants.length === 0) {
    throw new ApiError(422, BOOKING_MESSAGES.participantRequired, [BOOKING_MESSAGES.addParticipant]);
  }
  if (kind && !kind.allowInvite && body.participants.length > 0) {
    errors.push("participants: this therapy does not take invitees");
  }
  if (modality.length === 0) errors.push("modalityIdentifier: this therapist does not offer this modality");
  const offered = new Set(concernRows.map((c) => c.id));
  for (const concern of body.concerns) {
    if (!offered.has(concern)) errors.push(`concerns: this therapist does not work with concern ${concern}`);
  }
  if (errors.length > 0) throw new ApiError(422, BOOKING_API_MESSAGES.notOffered, errors);
}

/** The session fee for the therapy (the therapy's own fee, else the general fee) and the currency. */
async function feeFor(db: Db, providerId: string, therapyId: string) {
  const [general] = await db.select().from(bookingFees).where(eq(bookingFees.providerId, providerId));
  if (!general) throw new ApiError(422, "This therapist has not set their fees yet");
  const own = await db
    .select({ therapyIdentifier: therapyFees.therapyId, fee: therapyFees.fee, isFree: therapyFees.isFree })
    .from(therapyFees)
    .where(eq(therapyFees.providerId, providerId));
  const fee = chooseFee({ general: { fee: general.generalFee }, therapy: own }, therapyId);
  return { fee, currency: general.currencyCode };
}

/** Creates a single booking or a series in one transaction (docs/decisions/021-booking.md). */
export async function createBooking(
  db: Db,
  caller: SessionUser,
  body: Request,
  now: Date,
  mail: NotifyMail,
): Promise<BookingCreated> {
  const { clientId, profile } = await parties(db, caller, body);
  const providerId = profile.userId;
  await checkOffered(db, providerId, body);
  const slotIds =
    body.mode === "single"
      ? body.timeslotIdentifier
        ? [body.timeslotIdentifier]
        : []
      : body.seriesTimeslots;
  const totalSessions = body.mode === "single" ? 1 : body.totalSessions;
  const byClient = caller.role === "client";
  const approval = byClient && profile.acknowledgeBooking;
  // A provider who reviews requests first sees every time before accepting.
  if (approval && slotIds.length < totalSessions) {
    throw new ApiError(422, BOOKING_API_MESSAGES.scheduleLaterNeedsNoApproval);
  }
  const { fee, currency } = await feeFor(db, providerId, body.therapyIdentifier);
  // The lifecycle's creation event: a provider initiates (confirmed), a client requests or holds.
  const event = !byClient ? "confirm" : approval ? "request" : "hold";
  const hold = event === "hold" ? holdExpiry(now) : null;

  return underProviderLock(db, providerId, now, async (tx) => {
    // A client's unpaid bookings are limited, and times they just let go wait (decision 038).
    if (byClient) await assertClientMayHold(tx, { clientId, slotIds, sessions: totalSessions, now });
    await assertInviteAllowance(tx, clientId, body.participants.length, now);
    const { seriesId, sessionIds, status, holdExpiresAt } = await openSeries(tx, {
      event,
      actor: byClient ? "client" : "provider",
      slotIds,
      holdExpiresAt: hold,
      now,
      series: {
        clientId,
        providerId,
        createdById: caller.id,
        therapyId: body.therapyIdentifier,
        modalityId: body.modalityIdentifier,
        totalSessions,
        note: byClient && body.note ? body.note : null,
        bookingFee: fee,
        totalBookingFee: seriesTotal(fee, totalSessions),
        currencyCode: currency,
        appointmentDuration: profile.appointmentDuration,
      },
    });
    await tx.insert(bookingConcerns).values(body.concerns.map((concernId) => ({ seriesId, concernId })));
    if (body.participants.length > 0) {
      await tx
        .insert(bookingParticipants)
        .values(body.participants.map((email) => ({ id: ulid(), seriesId, email, createdAt: now })));
    }
    // A provider's booking is confirmed at once, and its invitees invited; a client's waits for its
    // payment (the lifecycle's paySeries invites them then: issue 27). A request asks the provider.
    if (status === "confirmed") {
      await notifyBookingConfirmed(tx, seriesId, mail);
      await emailInvitations(tx, seriesId, mail);
    }
    if (status === "pending_approval") await notifyApprovalRequested(tx, seriesId, mail);
    return {
      identifier: sessionIds[0] ?? seriesId,
      seriesIdentifier: seriesId,
      status,
      holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    };
  });
}
