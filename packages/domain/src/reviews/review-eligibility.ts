import type { BookingStatus } from "../booking-lifecycle/booking-lifecycle.ts";

/** What decides whether a session may be reviewed at all (issue 27). */
export interface ReviewableSession {
  /** The session's status. */
  status: BookingStatus;
  /** The series' payment is on the ledger. */
  paid: boolean;
  /** The session fee in minor units: 0 for a free therapy. */
  fee: number;
  /** The client made the booking (a free one then went through the client's own `pay`). */
  bookedByClient: boolean;
}

/**
 * Only a session that was paid for, or a free session the client booked themselves, and that took
 * place (completed) can be reviewed. A session a provider made for a client without payment never can:
 * otherwise a provider could book a client account of their own and have it post five stars.
 */
export const mayBeReviewed = (s: ReviewableSession): boolean =>
  s.status === "completed" && (s.paid || (s.fee === 0 && s.bookedByClient));
