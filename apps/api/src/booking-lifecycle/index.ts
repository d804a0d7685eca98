/**
 * The booking lifecycle's one writer (docs/decisions/034-booking-lifecycle.md): the only code that
 * writes booking and timeslot status. Bookings' routes, payments and the platform's jobs ask it to
 * move a booking; the moves follow the domain's table (`@marketplace/domain/booking-lifecycle`).
 */

export { type DevSessionMove, moveDevSessionBack } from "./dev-session-move.ts";
export {
  answerRequest,
  cancelSession,
  completeProviderSessions,
  contestNoShow,
  expireProviderHolds,
  expireProviderRequests,
  expireSeries,
  holdIsLive,
  insertOpenSlots,
  markClientNoShow,
  type NewSeries,
  openSeries,
  paySeries,
  recordFailedPayment,
  reportNoShow,
  rescheduleSession,
  type SeriesPayment,
  type SessionMove,
  scheduleSession,
  seriesPaid,
} from "./lifecycle-writes.ts";
export {
  completeSessions,
  expireHolds,
  expireRequests,
  HOLD_SWEEP_MS,
  holdSweep,
  NO_SHOW_SWEEP_MS,
  noShowSweep,
  settleNoShowClaims,
  startHoldSweeper,
  startNoShowSweeper,
  underProviderLock,
} from "./provider-lock.ts";
export { seriesOfBooking, seriesParties, sideOfSeries } from "./series-access.ts";
