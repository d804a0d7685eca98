/**
 * The booking engine's rules (issue 13, docs/decisions/021-booking.md): how long a slot is held, the
 * cancellation window and fee, and the messages the API answers with. Pure, so the API, the pages and
 * the tests share one source.
 */

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
  noShowTooEarly: "The session has not started yet",
  notConfirmed: "Only a confirmed session can be added to a calendar",
} as const;

/** When an unpaid client booking's hold ends. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE);
}

/** When an accepted request's hold ends: a day to pay, but never after the first session starts. */
export function acceptedHoldExpiry(now: Date, firstStart: Date | null): Date {
  const day = new Date(now.getTime() + APPROVAL_PAY_HOURS * HOUR);
  return firstStart && firstStart < day ? firstStart : day;
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
