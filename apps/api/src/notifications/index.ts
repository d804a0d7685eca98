// The public entry of notifications/: what other features may import (docs/decisions/036-feature-boundaries.md).
export {
  type NoShowNotice,
  notifyApprovalRequested,
  notifyBookingConfirmed,
  notifyNoShow,
  notifyPaymentReceived,
  notifyRequestAnswered,
  notifyRequestExpired,
  notifySessionCompleted,
} from "./booking-events.ts";
export { emailInvitations } from "./booking-invitations.ts";
export { notifyNewMessage, readMessageNotifications } from "./message-events.ts";
export { type NotifyMail, notify } from "./notify.ts";
