// The public entry of mail/: what other features may import (docs/decisions/036-feature-boundaries.md).
export {
  confirmEmailMail,
  payoutAccountChangedMail,
  resetPasswordMail,
  signupAttemptMail,
} from "./account-mail.ts";
export { bookingInvitationMail, invitationSite } from "./booking-mail.ts";
export { newsletterConfirmMail } from "./newsletter-mail.ts";
export { notificationMail } from "./notification-mail.ts";
export { enqueueMail, type OutgoingMail, queuedMailCount, setMailDeliveryQueue } from "./outbox.ts";
