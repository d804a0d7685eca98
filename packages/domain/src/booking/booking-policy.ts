/**
 * The booking engine's rules (issue 13, docs/decisions/021-booking.md): how long a slot is held, the
 * cancellation window and fee, and the messages the API answers with. Pure, so the API, the pages and
 * the tests share one source.
 */
import { NO_SHOW_CLAIM_OPENS_MINUTES } from "../booking-lifecycle/booking-lifecycle.ts";

/** A client's unpaid slot is held this long, then released by itself. */
export const BOOKING_HOLD_MINUTES = 10;
/** After a provider accepts a request the client has this long to pay (never past the first session). */
export const APPROVAL_PAY_HOURS = 24;
/** A client who cancels at least this long before a session pays nothing. */
export const CANCELLATION_NOTICE_HOURS = 24;
/** The share of a session's fee a client owes for a later cancellation. */
export const LATE_CANCELLATION_FEE_SHARE = 0.5;
/** The shortest course: a series has at least this many sessions (the API, the form and its count input). */
export const MIN_SERIES_SESSIONS = 2;
/** The longest course booked in one go. */
export const MAX_SERIES_SESSIONS = 12;
/**
 * A client's unpaid bookings at once, across providers: series waiting for the provider's answer or
 * for payment (issue 27, docs/decisions/038-unpaid-holds.md).
 */
export const MAX_UNPAID_BOOKINGS = 2;
/** The sessions those unpaid bookings may hold at once (a course's unscheduled sessions count too). */
export const MAX_UNPAID_SESSIONS = 12;
/** A request to a provider who approves bookings expires this long after it was sent without an answer. */
export const REQUEST_EXPIRY_HOURS = 48;
/** After a client's unpaid hold ends (lapsed or withdrawn), the same client waits this long to hold those times again. */
export const REHOLD_COOLDOWN_MINUTES = 15;
/**
 * How many invitees (participants' addresses) one client's bookings may name in any 24 hours (issue 27):
 * one booking's full list of ten, and no more that day. Invitations go out only once a booking is paid
 * or confirmed; this keeps a client from making the platform mail strangers in bulk even so.
 */
export const INVITEES_PER_CLIENT_PER_DAY = 10;
/** The widest timeslot window one request may ask for. */
export const MAX_TIMESLOT_RANGE_DAYS = 62;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const BOOKING_API_MESSAGES = {
  slotTaken: "This time is no longer available. Please choose another.",
  slotPast: "This time has already passed. Please choose another.",
  bookingNotFound: "Booking not found",
  clientNotFound: "Client not found",
  /** A provider books for a client only while their profile is published (issue 27). */
  publishFirst: "Publish your profile before booking sessions for clients",
  /** A client's bookings named more invitees than a day allows (issue 27): 429. */
  tooManyInvitees: `You can invite at most ${INVITEES_PER_CLIENT_PER_DAY} people a day. Book without invitees, or try again tomorrow.`,
  scheduleLaterNeedsNoApproval:
    "This therapist reviews requests first: please choose a time for every session.",
  notOffered: "This therapist does not offer that",
  tooManySessions: `A course can have at most ${MAX_SERIES_SESSIONS} sessions`,
  tooFewSessions: `A course needs at least ${MIN_SERIES_SESSIONS} sessions`,
  moreSlotsThanSessions: "There are more times than sessions",
  notYours: "This booking is not yours",
  notPending: "This booking is not waiting for an answer",
  alreadyScheduled: "This session already has a time",
  cannotCancel: "This session can no longer be cancelled",
  cannotSchedule: "This session cannot be scheduled now",
  /** A no-show claim before it opens (decision 039; NO_SHOW_CLAIM_OPENS_MINUTES after the start). */
  noShowTooEarly: `You can report that your therapist did not attend from ${NO_SHOW_CLAIM_OPENS_MINUTES} minutes after the session's start`,
  noShowNotOpen: "Only a confirmed session that has started can be reported as missed",
  /** The provider marks a client's no-show before it may (issue 30): 15 minutes after the start. */
  clientNoShowTooEarly: `You can mark that the client did not attend from ${NO_SHOW_CLAIM_OPENS_MINUTES} minutes after the session's start`,
  /** ...or when the session room does not bear it out: the client joined, or the provider never did. */
  clientNoShowNotOpen:
    "Only an online session you joined and the client never did can be marked as missed by the client",
  contestNotOpen: "There is no report on this session to dispute",
  contestClosed: "The time to dispute this report has ended",
  notConfirmed: "Only a confirmed session can be added to a calendar",
  /** More unpaid bookings than MAX_UNPAID_BOOKINGS (issue 27). */
  tooManyUnpaid: `You already have ${MAX_UNPAID_BOOKINGS} bookings waiting for payment or for a therapist's answer. Pay for one, or cancel one, before booking again.`,
  /** More held sessions than MAX_UNPAID_SESSIONS. */
  tooManyHeldSessions: `Your unpaid bookings can hold at most ${MAX_UNPAID_SESSIONS} sessions at once. Pay for or cancel a booking, or choose fewer sessions.`,
} as const;

/** A client tries to hold again times whose hold they just let go: when they may, in words. */
export const reholdRefusal = (minutes: number) =>
  `You let this time go a few minutes ago, so you can hold it again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}. Please choose another time, or come back then.`;

/** When an unpaid client booking's hold ends. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE);
}

/** When an accepted request's hold ends: a day to pay, but never after the first session starts. */
export function acceptedHoldExpiry(now: Date, firstStart: Date | null): Date {
  const day = new Date(now.getTime() + APPROVAL_PAY_HOURS * HOUR);
  return firstStart && firstStart < day ? firstStart : day;
}

/**
 * When a request to a provider who approves bookings expires unanswered: two days after it was sent,
 * or when its first session starts if that is sooner (an answer after the start is no use).
 */
export function requestExpiry(now: Date, firstStart: Date | null): Date {
  const limit = new Date(now.getTime() + REQUEST_EXPIRY_HOURS * HOUR);
  return firstStart && firstStart < limit ? firstStart : limit;
}

/** Until when a client may not hold again times whose unpaid hold ended at `endedAt`. */
export function reholdAllowedFrom(endedAt: Date): Date {
  return new Date(endedAt.getTime() + REHOLD_COOLDOWN_MINUTES * MINUTE);
}

/**
 * Whether a client may open one more unpaid booking of `sessions` sessions, given the unpaid ones they
 * have now (each with its number of sessions): `ok`, or which limit it would pass.
 */
export function unpaidHoldLimit(
  current: readonly number[],
  sessions: number,
): { ok: true } | { ok: false; limit: "bookings" | "sessions" } {
  if (current.length + 1 > MAX_UNPAID_BOOKINGS) return { ok: false, limit: "bookings" };
  const held = current.reduce((sum, n) => sum + n, 0);
  if (held + sessions > MAX_UNPAID_SESSIONS) return { ok: false, limit: "sessions" };
  return { ok: true };
}

/** The last moment a session can be cancelled at no cost, or null for a session without a time. */
export function freeCancellationUntil(appointmentTime: Date | null): Date | null {
  return appointmentTime ? new Date(appointmentTime.getTime() - CANCELLATION_NOTICE_HOURS * HOUR) : null;
}

/** What a late cancellation costs: a share of the fee, rounded to a whole minor unit. */
export function lateCancellationFee(fee: number): number {
  return Math.round(fee * LATE_CANCELLATION_FEE_SHARE);
}

export type Canceller = "client" | "provider";

/**
 * What cancelling a session costs the client now. A provider's cancellation, an unpaid booking, a
 * session without a time or one cancelled with enough notice costs nothing.
 */
export function cancellationCost(options: {
  by: Canceller;
  paid: boolean;
  appointmentTime: Date | null;
  fee: number;
  now: Date;
}): number {
  const { by, paid, appointmentTime, fee, now } = options;
  if (by === "provider" || !paid) return 0;
  const until = freeCancellationUntil(appointmentTime);
  if (!until || now <= until) return 0;
  return lateCancellationFee(fee);
}

const DAY = 24 * HOUR;

/**
 * The starts of a course that follows a cadence: the first start, then the same wall-clock time every
 * `everyWeeks` weeks. `addDays` keeps the local time across daylight-saving changes (the caller passes a
 * zoned implementation); the default adds whole days of UTC.
 */
export function cadenceStarts(
  first: Date,
  everyWeeks: 1 | 2,
  count: number,
  addDays: (date: Date, days: number) => Date = (date, days) => new Date(date.getTime() + days * DAY),
): Date[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i * 7 * everyWeeks));
}
