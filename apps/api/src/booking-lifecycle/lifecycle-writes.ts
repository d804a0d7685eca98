import {
  acceptedHoldExpiry,
  BOOKING_API_MESSAGES,
  cancellationCost,
  FOLLOW_UP_MESSAGES,
  REQUEST_EXPIRY_HOURS,
  requestExpiry,
} from "@marketplace/domain/booking";
import {
  type BookingStatus,
  decideNoShowClaim,
  isClaim,
  isLive,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecycleFacts,
  type LiveStatus,
  type Move,
  mayCause,
  NO_SHOW_CLAIM_OPENS_MS,
  type Refusal,
  type TimeslotStatus,
  transition,
  UNSETTLED_STATUSES,
} from "@marketplace/domain/booking-lifecycle";
import { mayBeReviewed } from "@marketplace/domain/reviews";
import { roomMediaOf, roomWindow } from "@marketplace/domain/session-room";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import {
  bookingSeries,
  bookings,
  ledgerTransactions,
  modalities,
  noShowClaims,
  timeslots,
} from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { bookingPaymentPosting, post, refundPosting, sessionEarningPosting } from "../ledger/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import {
  emailInvitations,
  notifyBookingConfirmed,
  notifyNoShow,
  notifyPaymentReceived,
  notifyRequestAnswered,
  notifyRequestExpired,
  notifySessionCompleted,
} from "../notifications/index.ts";
import { attendanceOf, type SessionAttendanceFacts } from "../session-rooms/index.ts";

/**
 * The one writer of booking and timeslot status (issue 26, docs/decisions/034-booking-lifecycle.md).
 * Every change asks the domain's lifecycle table (`transition`) whether the event may happen, and
 * writes what the table says: the new status of the series or the session, the slot's state, and
 * the ledger postings. Callers hold the provider's lock (`underProviderLock`) and pass its
 * transaction, so each move and its money commit together or not at all.
 */

type Series = typeof bookingSeries.$inferSelect;
type Session = typeof bookings.$inferSelect;

/** The table's move, or the API's answer when it refuses. */
function must(move: Move | Refusal, refuse: (r: Refusal) => ApiError): Move {
  if (!move.ok) throw refuse(move);
  return move;
}

const slotIdsOf = (rows: { timeslotId: string | null }[]) =>
  rows.flatMap((r) => (r.timeslotId ? [r.timeslotId] : []));

async function setSlots(tx: Db, slotIds: string[], status: TimeslotStatus) {
  if (slotIds.length > 0) await tx.update(timeslots).set({ status }).where(inArray(timeslots.id, slotIds));
}

/** What a move does to the slots its sessions held: reopened, booked, or left as they are. */
async function applySlotEffect(tx: Db, move: Move, slotIds: string[]) {
  if (move.slot === "release" || move.slot === "book") await setSlots(tx, slotIds, move.slotStatus);
}

/**
 * Takes these slots of the provider: each must be the provider's, open and in the future. Runs under
 * the provider lock, so the check and the flip cannot interleave with another booking.
 */
async function takeSlots(tx: Db, providerId: string, slotIds: string[], now: Date, as: TimeslotStatus) {
  if (slotIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.providerId, providerId), inArray(timeslots.id, slotIds)));
  if (rows.length !== slotIds.length || rows.some((r) => r.status !== "open")) {
    throw new ApiError(409, BOOKING_API_MESSAGES.slotTaken);
  }
  if (rows.some((r) => r.startTime <= now)) throw new ApiError(422, BOOKING_API_MESSAGES.slotPast);
  await setSlots(tx, slotIds, as);
  return rows.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}

/**
 * A series-wide move (approve, decline, pay, expire, withdrawing an unpaid booking): the series and
 * its sessions in the move's from-state take the new status together, and their slots follow.
 */
async function moveSeries(
  tx: Db,
  seriesIds: string[],
  move: Move,
  now: Date,
  seriesChange: { holdExpiresAt?: Date | null } = {},
): Promise<void> {
  if (seriesIds.length === 0 || move.from === null) return;
  await tx
    .update(bookingSeries)
    .set({ status: move.to, updatedAt: now, ...seriesChange })
    .where(and(inArray(bookingSeries.id, seriesIds), eq(bookingSeries.status, move.from)));
  const moved = await tx
    .update(bookings)
    .set({ status: move.to, cancelReason: move.cancelReason, updatedAt: now })
    .where(and(inArray(bookings.seriesId, seriesIds), eq(bookings.status, move.from)))
    .returning({ timeslotId: bookings.timeslotId });
  await applySlotEffect(tx, move, slotIdsOf(moved));
}

/**
 * When no session of the series is live any more, the series has ended as well. A session with an open
 * no-show claim is not settled yet: the series stays as it is until the claim is (decision 039).
 */
async function endSeriesWhenDone(tx: Db, seriesId: string, status: "cancelled" | "completed", now: Date) {
  const left = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), inArray(bookings.status, [...UNSETTLED_STATUSES])));
  if (left.length > 0) return;
  await tx
    .update(bookingSeries)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(bookingSeries.id, seriesId),
        // A completed course ends only from confirmed; a cancellation ends whatever is left.
        status === "completed" ? eq(bookingSeries.status, "confirmed") : undefined,
      ),
    );
}

/** A one-session move (cancel a confirmed session, no-show): its status, and its slot per the table. */
async function moveSession(tx: Db, session: Session, move: Move, now: Date, lateFee?: number) {
  if (move.from === null) return;
  await tx
    .update(bookings)
    .set({
      status: move.to,
      updatedAt: now,
      ...(move.cancelReason ? { cancelReason: move.cancelReason } : {}),
      ...(lateFee === undefined ? {} : { lateFee }),
    })
    .where(and(eq(bookings.id, session.id), eq(bookings.status, move.from)));
  await applySlotEffect(tx, move, session.timeslotId ? [session.timeslotId] : []);
}

/** True once the series' payment is on the ledger (a provider-initiated series is confirmed unpaid). */
export async function seriesPaid(tx: Pick<Db, "select">, seriesId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.dedupeKey, `booking_payment:${seriesId}`));
  return Boolean(row);
}

/** The series is still waiting for its payment: awaiting payment with a hold that has not lapsed. */
export const holdIsLive = (series: Pick<Series, "status" | "holdExpiresAt">, now: Date) =>
  transition(series.status, "pay", "client", { now, holdExpiresAt: series.holdExpiresAt }).ok;

// ——— creation ———

export type NewSeries = Omit<typeof bookingSeries.$inferInsert, "id" | "status" | "holdExpiresAt">;

/**
 * A new booking: `request` (a client asks a reviewing provider), `hold` (a client books and pays next)
 * or `confirm` (a provider initiates). Takes the slots in the state the table gives, then writes the
 * series and one session per slot (the rest to be scheduled). A request's hold ends unanswered after
 * REQUEST_EXPIRY_HOURS, or at its first session if sooner (decision 038); a `hold` gets the caller's.
 */
export async function openSeries(
  tx: Db,
  p: {
    event: Extract<LifecycleEvent, "request" | "hold" | "confirm">;
    actor: LifecycleActor;
    series: NewSeries;
    slotIds: string[];
    holdExpiresAt: Date | null;
    now: Date;
  },
): Promise<{ seriesId: string; sessionIds: string[]; status: LiveStatus; holdExpiresAt: Date | null }> {
  const move = must(
    transition(null, p.event, p.actor),
    () => new ApiError(403, BOOKING_API_MESSAGES.notYours),
  );
  const status = move.to;
  if (!isLive(status)) throw new Error(`a new booking cannot start ${status}`);
  const slots = await takeSlots(tx, p.series.providerId, p.slotIds, p.now, move.slotStatus);
  const seriesId = ulid();
  const holdExpiresAt =
    p.event === "request" ? requestExpiry(p.now, slots[0]?.startTime ?? null) : p.holdExpiresAt;
  await tx.insert(bookingSeries).values({ ...p.series, id: seriesId, status, holdExpiresAt });
  const sessions = Array.from({ length: p.series.totalSessions ?? 1 }, (_, i) => {
    const slot = slots[i];
    return {
      id: ulid(),
      seriesId,
      timeslotId: slot?.id ?? null,
      appointmentTime: slot?.startTime ?? null,
      appointmentEndTime: slot?.endTime ?? null,
      status,
    };
  });
  await tx.insert(bookings).values(sessions);
  return { seriesId, sessionIds: sessions.map((s) => s.id), status, holdExpiresAt };
}

/** New open times of a provider (availability): a slot starts open. */
export async function insertOpenSlots(
  tx: Db,
  providerId: string,
  slots: { startTime: Date; endTime: Date }[],
): Promise<void> {
  for (let i = 0; i < slots.length; i += 1000) {
    await tx.insert(timeslots).values(
      slots.slice(i, i + 1000).map((slot) => ({
        id: ulid(),
        providerId,
        startTime: slot.startTime,
        endTime: slot.endTime,
        status: "open" as const,
      })),
    );
  }
}

// ——— the parties' moves ———

export interface SessionMove {
  series: Series;
  session: Session;
  sessions: Session[];
  role: "client" | "provider";
  now: Date;
}

const factsOf = (session: Session, series: Series, now: Date): LifecycleFacts => ({
  now,
  appointmentTime: session.appointmentTime,
  appointmentEndTime: session.appointmentEndTime,
  holdExpiresAt: series.holdExpiresAt,
  allowReschedule: session.allowReschedule,
});

/**
 * The provider answers a request: accepted, the client has a day to pay (never past the first
 * session); declined, its times reopen. Either way the client is told, in this transaction, with the
 * way on: to pay, or to choose another time (issue 28).
 */
export async function answerRequest(
  tx: Db,
  m: SessionMove,
  decision: "approve" | "decline",
  mail: NotifyMail,
): Promise<void> {
  if (!mayCause(decision, m.role)) throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
  const move = must(
    transition(m.series.status, decision, m.role),
    () => new ApiError(409, BOOKING_API_MESSAGES.notPending),
  );
  if (decision === "decline") {
    await moveSeries(tx, [m.series.id], move, m.now);
    await notifyRequestAnswered(tx, m.series.id, "declined", mail);
    return;
  }
  const starts = m.sessions.flatMap((s) => (s.appointmentTime ? [s.appointmentTime] : []));
  const first = starts.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  if (first && first <= m.now) throw new ApiError(422, BOOKING_API_MESSAGES.slotPast);
  await moveSeries(tx, [m.series.id], move, m.now, { holdExpiresAt: acceptedHoldExpiry(m.now, first) });
  await notifyRequestAnswered(tx, m.series.id, "accepted", mail);
}

/**
 * A party cancels: an unpaid booking is withdrawn whole and its times reopen; a confirmed session is
 * cancelled alone, with the late fee the policy sets for a client, and its fee goes back to the
 * client's wallet at once less that fee (the table's `refund` posting).
 */
export async function cancelSession(tx: Db, m: SessionMove, mail: NotifyMail): Promise<void> {
  const move = must(
    transition(m.session.status, "cancel", m.role, factsOf(m.session, m.series, m.now)),
    () => new ApiError(409, BOOKING_API_MESSAGES.cannotCancel),
  );
  if (move.scope === "series") {
    await moveSeries(tx, [m.series.id], move, m.now);
    return;
  }
  const lateFee = cancellationCost({
    by: m.role,
    paid: true,
    appointmentTime: m.session.appointmentTime,
    fee: m.series.bookingFee,
    now: m.now,
  });
  await moveSession(tx, m.session, move, m.now, lateFee);
  await postRefund(tx, m.series, m.session.id, lateFee, mail);
  await endSeriesWhenDone(tx, m.series.id, "cancelled", m.now);
}

/**
 * The client claims that the provider did not attend (decision 039): from 15 minutes after the start,
 * the session becomes `no_show_claimed` and its slot reopens, but its fee stays in escrow — no refund,
 * no earning — while the provider may dispute the claim; the provider is told at once.
 */
export async function reportNoShow(tx: Db, m: SessionMove, mail: NotifyMail): Promise<void> {
  if (!mayCause("no_show", m.role)) throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
  const move = transition(m.session.status, "no_show", m.role, factsOf(m.session, m.series, m.now));
  if (!move.ok) {
    throw new ApiError(
      409,
      move.reason === "guard" ? BOOKING_API_MESSAGES.noShowTooEarly : BOOKING_API_MESSAGES.noShowNotOpen,
    );
  }
  await moveSession(tx, m.session, move, m.now);
  await tx.insert(noShowClaims).values({ bookingId: m.session.id, claimedAt: m.now });
  await notifyNoShow(tx, "claimed", { bookingId: m.session.id, seriesId: m.series.id }, mail);
}

/** What the room recorded of an online session, as the lifecycle's facts (null: in person, no room). */
function roomFactsOf(
  session: Session,
  modalityName: string,
  attendance: Map<string, SessionAttendanceFacts>,
): LifecycleFacts["room"] {
  if (!roomMediaOf(modalityName) || !session.appointmentTime || !session.appointmentEndTime) return null;
  const record = attendance.get(session.id);
  return {
    closesAt: roomWindow(session.appointmentTime, session.appointmentEndTime).closesAt,
    clientJoined: record?.clientJoined ?? false,
    providerJoined: record?.providerJoined ?? false,
  };
}

async function modalityOf(tx: Db, seriesId: string): Promise<string> {
  const [row] = await tx
    .select({ name: modalities.name })
    .from(bookingSeries)
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(eq(bookingSeries.id, seriesId));
  return row?.name ?? "";
}

/** The late fee the cancellation policy keeps when the client did not come (a late cancellation). */
const clientNoShowFee = async (tx: Db, series: Series, session: Session, now: Date) =>
  cancellationCost({
    by: "client",
    paid: await seriesPaid(tx, series.id),
    appointmentTime: session.appointmentTime,
    fee: series.bookingFee,
    now,
  });

/**
 * The provider marks that the client did not attend an online session (issue 30): from 15 minutes
 * after the start, only when the session room recorded the provider and never the client. The session
 * is cancelled as `client_no_show` and the cancellation policy applies as to a late cancellation by the
 * client: the fee goes back to the client's wallet less the late fee, which the provider earns.
 */
export async function markClientNoShow(tx: Db, m: SessionMove, mail: NotifyMail): Promise<void> {
  if (!mayCause("client_no_show", m.role)) throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
  const attendance = await attendanceOf(tx, [m.session.id]);
  const move = transition(m.session.status, "client_no_show", m.role, {
    ...factsOf(m.session, m.series, m.now),
    room: roomFactsOf(m.session, await modalityOf(tx, m.series.id), attendance),
  });
  if (!move.ok) {
    throw new ApiError(
      409,
      move.reason === "guard" && move.guard === "no_show_open"
        ? BOOKING_API_MESSAGES.clientNoShowTooEarly
        : BOOKING_API_MESSAGES.clientNoShowNotOpen,
    );
  }
  await settleClientNoShow(tx, m.series, m.session, move, m.now, mail);
}

async function settleClientNoShow(
  tx: Db,
  series: Series,
  session: Session,
  move: Move,
  now: Date,
  mail: NotifyMail,
) {
  const lateFee = await clientNoShowFee(tx, series, session, now);
  await moveSession(tx, session, move, now, lateFee);
  // A free or unpaid session has no fee to keep or return, and so nothing to tell.
  if (await postRefund(tx, series, session.id, lateFee, mail)) {
    await notifyNoShow(tx, "clientAbsent", { bookingId: session.id, seriesId: series.id }, mail);
  }
  await endSeriesWhenDone(tx, series.id, "cancelled", now);
}

/** The session's open no-show claim, if any. */
async function claimOf(tx: Db, bookingId: string) {
  const [claim] = await tx.select().from(noShowClaims).where(eq(noShowClaims.bookingId, bookingId));
  return claim;
}

/**
 * The provider disputes the client's claim within 48 hours of it, with a short statement: the session
 * becomes `no_show_contested` and its fee stays in escrow for the staff's review (issue 32); the client
 * is told.
 */
export async function contestNoShow(tx: Db, m: SessionMove, statement: string, mail: NotifyMail) {
  if (!mayCause("contest_no_show", m.role)) throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
  const claim = await claimOf(tx, m.session.id);
  const move = transition(m.session.status, "contest_no_show", m.role, {
    ...factsOf(m.session, m.series, m.now),
    claimedAt: claim?.claimedAt ?? null,
  });
  if (!move.ok || !claim) {
    throw new ApiError(
      409,
      claim && !move.ok && move.reason === "guard"
        ? BOOKING_API_MESSAGES.contestClosed
        : BOOKING_API_MESSAGES.contestNotOpen,
    );
  }
  await moveSession(tx, m.session, move, m.now);
  await tx
    .update(noShowClaims)
    .set({ contestedAt: m.now, statement })
    .where(eq(noShowClaims.bookingId, m.session.id));
  await notifyNoShow(tx, "contested", { bookingId: m.session.id, seriesId: m.series.id }, mail);
}

/**
 * The settling job, for one provider under its lock: each undisputed claim older than the dispute
 * window is decided (`decideNoShowClaim`; attendance records will weigh in once sessions keep them,
 * issue 30) and, when it stands, settled (`settle_no_show`): the session is cancelled, its fee goes
 * back to the client's wallet (`refund:{bookingId}`, posted once), the client is told. A claim already
 * settled, disputed or moved meanwhile is left alone, so running it twice settles nothing twice.
 */
/** The provider joined the room no later than NO_SHOW_CLAIM_OPENS_MS after the start. */
function providerJoinedInTime(record: SessionAttendanceFacts, start: Date | null): boolean {
  if (!record.providerFirstJoinedAt || !start) return false;
  return record.providerFirstJoinedAt.getTime() <= start.getTime() + NO_SHOW_CLAIM_OPENS_MS;
}

export async function settleProviderNoShowClaims(
  tx: Db,
  providerId: string,
  now: Date,
  mail: NotifyMail,
): Promise<number> {
  const rows = await tx
    .select({ session: bookings, series: bookingSeries, claim: noShowClaims })
    .from(noShowClaims)
    .innerJoin(bookings, eq(bookings.id, noShowClaims.bookingId))
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        eq(bookings.status, "no_show_claimed"),
        isNull(noShowClaims.settledAt),
      ),
    );
  // What the session room recorded (issue 30): a provider who never joined within 15 minutes of the
  // start settles the claim at once; one who did leaves it for the staff's review.
  const attendance = await attendanceOf(
    tx,
    rows.map((r) => r.session.id),
  );
  let settled = 0;
  for (const { session, series, claim } of rows) {
    if (!isClaim(session.status)) continue;
    const record = attendance.get(session.id);
    const decision = decideNoShowClaim(
      { status: session.status, claimedAt: claim.claimedAt },
      now,
      record ? { providerJoined: providerJoinedInTime(record, session.appointmentTime) } : null,
    );
    if (decision.kind !== "refund") continue;
    const move = transition(session.status, "settle_no_show", "system", {
      ...factsOf(session, series, now),
      claimedAt: claim.claimedAt,
      providerAbsent: record !== undefined && !providerJoinedInTime(record, session.appointmentTime),
    });
    if (!move.ok) continue;
    await moveSession(tx, session, move, now, 0);
    await tx.update(noShowClaims).set({ settledAt: now }).where(eq(noShowClaims.bookingId, session.id));
    if (move.postings.includes("refund")) await postRefund(tx, series, session.id, 0, mail);
    await notifyNoShow(tx, "refunded", { bookingId: session.id, seriesId: series.id }, mail);
    await endSeriesWhenDone(tx, series.id, "cancelled", now);
    settled += 1;
  }
  return settled;
}

/** A schedule-later session gets its first time, held or booked as its status keeps it. */
export async function scheduleSession(tx: Db, m: SessionMove, timeslotId: string): Promise<void> {
  const move = must(
    transition(m.session.status, "schedule", m.role, factsOf(m.session, m.series, m.now)),
    (r) =>
      r.reason === "guard"
        ? new ApiError(409, BOOKING_API_MESSAGES.alreadyScheduled)
        : new ApiError(409, BOOKING_API_MESSAGES.cannotSchedule),
  );
  // The series must admit it too: a request's sessions get no time before the provider's answer.
  if (!transition(m.series.status, "schedule", m.role, factsOf(m.session, m.series, m.now)).ok) {
    throw new ApiError(409, BOOKING_API_MESSAGES.cannotSchedule);
  }
  const [slot] = await takeSlots(tx, m.series.providerId, [timeslotId], m.now, move.slotStatus);
  if (!slot) throw new ApiError(409, BOOKING_API_MESSAGES.slotTaken);
  await tx
    .update(bookings)
    .set({ timeslotId: slot.id, appointmentTime: slot.startTime, appointmentEndTime: slot.endTime })
    .where(eq(bookings.id, m.session.id));
}

/**
 * Moves a session to another open time: the provider always, the client once allowed (the permission
 * is spent by the move). The new time takes the old one's state; the old one reopens.
 */
export async function rescheduleSession(
  tx: Db,
  m: Omit<SessionMove, "sessions">,
  timeslotId: string,
): Promise<void> {
  const move = must(
    transition(m.session.status, "reschedule", m.role, factsOf(m.session, m.series, m.now)),
    (r) =>
      r.reason === "guard" && r.guard === "reschedule_allowed"
        ? new ApiError(403, FOLLOW_UP_MESSAGES.rescheduleNotAllowed)
        : new ApiError(409, FOLLOW_UP_MESSAGES.rescheduleClosed),
  );
  if (m.session.timeslotId === timeslotId) throw new ApiError(422, FOLLOW_UP_MESSAGES.sameTime);
  const [slot] = await takeSlots(tx, m.series.providerId, [timeslotId], m.now, move.slotStatus);
  if (!slot) throw new ApiError(409, BOOKING_API_MESSAGES.slotTaken);
  if (m.session.timeslotId) await setSlots(tx, [m.session.timeslotId], "open");
  await tx
    .update(bookings)
    .set({
      timeslotId: slot.id,
      appointmentTime: slot.startTime,
      appointmentEndTime: slot.endTime,
      allowReschedule: "not_allowed",
      updatedAt: m.now,
    })
    .where(eq(bookings.id, m.session.id));
}

// ——— money ———

/**
 * The table's `refund`: a paid session's fee back to the wallet, less the late fee the provider earns.
 * Answers whether there was anything to refund (a free or unpaid session has none).
 */
async function postRefund(
  tx: Db,
  series: Series,
  bookingId: string,
  requestedLateFee: number,
  mail: NotifyMail,
): Promise<boolean> {
  if (series.bookingFee <= 0 || !(await seriesPaid(tx, series.id))) return false;
  const lateFee = Math.min(Math.max(0, requestedLateFee), series.bookingFee);
  await post(
    tx,
    refundPosting({
      clientId: series.clientId,
      providerId: series.providerId,
      bookingId,
      fee: series.bookingFee,
      lateFee,
      currency: series.currencyCode,
    }),
  );
  if (lateFee > 0) {
    await notifyPaymentReceived(
      tx,
      { bookingId, seriesId: series.id, fee: lateFee, currency: series.currencyCode },
      mail,
    );
  }
  return true;
}

/** A payment of a series: how much from the wallet and from a gateway, and the payment row it belongs to. */
export interface SeriesPayment {
  clientId: string;
  fromWallet: number;
  fromGateway: number;
  gateway?: string;
  paymentId: string;
}

/**
 * Pays a series that still waits for it (`pay`, by the client from the wallet or by the system on a
 * gateway's verified report): the payment is posted into escrow and the series and its sessions are
 * confirmed, their slots booked, the parties notified and the invitees invited. False, with nothing written, when the series no
 * longer waits (its hold lapsed, or it was paid another way). A wallet short of its part throws the
 * ledger's 409; a caller that must survive that runs this in a savepoint.
 */
export async function paySeries(
  tx: Db,
  p: { seriesId: string; actor: "client" | "system"; payment: SeriesPayment; now: Date },
  mail: NotifyMail,
): Promise<boolean> {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, p.seriesId));
  if (!series) return false;
  const move = transition(series.status, "pay", p.actor, { now: p.now, holdExpiresAt: series.holdExpiresAt });
  if (!move.ok || (await seriesPaid(tx, series.id))) return false;
  const { payment } = p;
  if (payment.fromWallet + payment.fromGateway > 0) {
    await post(
      tx,
      bookingPaymentPosting({
        clientId: payment.clientId,
        seriesId: series.id,
        currency: series.currencyCode,
        fromWallet: payment.fromWallet,
        fromGateway: payment.fromGateway,
        ...(payment.gateway === undefined ? {} : { gateway: payment.gateway }),
        paymentId: payment.paymentId,
      }),
    );
  }
  await moveSeries(tx, [series.id], move, p.now, { holdExpiresAt: null });
  await notifyBookingConfirmed(tx, series.id, mail);
  // Its invitees are mailed now that it is paid, never before (issue 27).
  await emailInvitations(tx, series.id, mail);
  return true;
}

// ——— the platform's jobs ———

/**
 * A gateway reported a payment of the series failed or abandoned (`payment_failed`): the table keeps
 * the booking awaiting payment with its hold and its slots as they were, so the client can pay again
 * until the hold ends (issue 28); nothing is written. True when the series still waits for a payment.
 */
export async function recordFailedPayment(tx: Db, seriesId: string, now: Date): Promise<boolean> {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
  if (!series) return false;
  const move = transition(series.status, "payment_failed", "system");
  return move.ok && holdIsLive(series, now);
}

/** Ends an unpaid series' hold now: the series expires and its slots reopen. */
export async function expireSeries(tx: Db, seriesId: string, now: Date): Promise<void> {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
  if (!series) return;
  const move = transition(series.status, "expire", "system");
  if (move.ok) await moveSeries(tx, [seriesId], move, now);
}

/** Releases the provider's unpaid holds whose time is up: the series and its sessions expire, the slots reopen. */
export async function expireProviderHolds(tx: Db, providerId: string, now: Date): Promise<number> {
  const lapsed = await tx
    .select({ id: bookingSeries.id, status: bookingSeries.status })
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        eq(bookingSeries.status, "awaiting_payment"),
        lte(bookingSeries.holdExpiresAt, now),
      ),
    );
  const move = transition("awaiting_payment", "expire", "system");
  if (lapsed.length === 0 || !move.ok) return 0;
  await moveSeries(
    tx,
    lapsed.map((s) => s.id),
    move,
    now,
  );
  return lapsed.length;
}

/**
 * When a request's hold ends unanswered: its `holdExpiresAt` (decision 038), or, for a request sent
 * before requests had one, REQUEST_EXPIRY_HOURS after it was sent.
 */
export const requestEndsBy = (now: Date) =>
  sql`coalesce(${bookingSeries.holdExpiresAt}, ${bookingSeries.createdAt} + make_interval(hours => ${REQUEST_EXPIRY_HOURS})) <= ${now.toISOString()}::timestamptz`;

/**
 * The provider's requests left unanswered past their expiry (`expire` by the system, decision 038):
 * each series and its sessions expire, their slots reopen, and both parties are told, in the same
 * transaction. Runs under the provider's lock, so an answer and the expiry never both happen: a
 * second run finds nothing left to expire.
 */
export async function expireProviderRequests(
  tx: Db,
  providerId: string,
  now: Date,
  mail: NotifyMail,
): Promise<number> {
  const move = transition("pending_approval", "expire", "system");
  if (!move.ok) return 0;
  const lapsed = await tx
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        eq(bookingSeries.status, "pending_approval"),
        requestEndsBy(now),
      ),
    );
  if (lapsed.length === 0) return 0;
  const ids = lapsed.map((s) => s.id);
  await moveSeries(tx, ids, move, now);
  for (const id of ids) await notifyRequestExpired(tx, id, mail);
  return ids.length;
}

/**
 * The provider's confirmed sessions whose end has passed. One paid for, or free, is held (`complete`):
 * marked completed and, when its series was paid, its fee leaves escrow as the provider's earning and
 * the platform's commission (a free session posts nothing); its client is asked for a review when they
 * may write one (`mayBeReviewed`). One of a paid therapy that nothing was paid for (a provider's booking
 * for a client confirms unpaid) is not held: it is cancelled as unpaid (`cancel_unpaid`), moving no
 * money and inviting no review (issue 27). A series ends once none of its sessions is still to come.
 * Runs under the provider's lock, so a no-show report or a cancellation never races it. Notices go in
 * the same transaction (decision 029). Answers how many sessions it moved.
 */
export async function completeProviderSessions(
  tx: Db,
  providerId: string,
  now: Date,
  mail: NotifyMail,
): Promise<number> {
  const rows = await tx
    .select({ session: bookings, series: bookingSeries, modality: modalities.name })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        eq(bookings.status, "confirmed"),
        lte(bookings.appointmentEndTime, now),
      ),
    );
  if (rows.length === 0) return 0;
  const paid = new Map<string, boolean>();
  for (const { series } of rows) {
    if (!paid.has(series.id)) paid.set(series.id, await seriesPaid(tx, series.id));
  }
  // An online session's room decides (issue 30): held once both joined; when the room closes, a
  // provider who never joined refunds the client in full, a client who never joined pays the late fee.
  const attendance = await attendanceOf(
    tx,
    rows.map((r) => r.session.id),
  );
  const due = rows.flatMap(({ session, series, modality }) => {
    const facts: LifecycleFacts = {
      ...factsOf(session, series, now),
      owed: series.bookingFee > 0 && !paid.get(series.id),
      room: roomFactsOf(session, modality, attendance),
    };
    const events = ["complete", "cancel_unpaid", "provider_absent", "client_no_show"] as const;
    for (const event of events) {
      const move = transition(session.status, event, "system", facts);
      if (move.ok) return [{ session, series, move }];
    }
    return [];
  });
  if (due.length === 0) return 0;
  const ended = new Map<string, "completed" | "cancelled">();
  for (const { session, series, move } of due) {
    if (move.event === "client_no_show") {
      await settleClientNoShow(tx, series, session, move, now, mail);
      continue;
    }
    await moveSession(tx, session, move, now);
    if (move.event === "provider_absent" && (await postRefund(tx, series, session.id, 0, mail))) {
      await notifyNoShow(tx, "providerAbsent", { bookingId: session.id, seriesId: series.id }, mail);
    }
  }
  for (const { session, series, move } of due) {
    if (move.event === "client_no_show") continue;
    ended.set(series.id, move.to === "completed" ? "completed" : "cancelled");
    if (move.to !== "completed") continue;
    const seriesWasPaid = paid.get(series.id) ?? false;
    const reviewable = mayBeReviewed({
      status: move.to,
      paid: seriesWasPaid,
      fee: series.bookingFee,
      bookedByClient: series.createdById === series.clientId,
    });
    if (reviewable) await notifySessionCompleted(tx, session.id, series.id, mail);
    if (!move.postings.includes("session_earning") || series.bookingFee <= 0 || !seriesWasPaid) continue;
    await post(
      tx,
      sessionEarningPosting({
        providerId,
        bookingId: session.id,
        fee: series.bookingFee,
        currency: series.currencyCode,
      }),
    );
    await notifyPaymentReceived(
      tx,
      { bookingId: session.id, seriesId: series.id, fee: series.bookingFee, currency: series.currencyCode },
      mail,
    );
  }
  for (const [seriesId, status] of ended) await endSeriesWhenDone(tx, seriesId, status, now);
  return due.length;
}

export type { BookingStatus };
