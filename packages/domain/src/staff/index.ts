/**
 * The staff console's rules and words (issue 32, docs/decisions/059-staff-console.md), defined once for
 * the API and the global site. Plain values, no zod, so the console's pages do not download it.
 */

/**
 * A staff session lasts at most 8 hours from sign-in, and ends after 30 minutes without a request
 * (clients' and providers' sessions last 30 days).
 */
export const STAFF_SESSION = { absoluteHours: 8, idleMinutes: 30 } as const;

/** The second factor: a 6-digit TOTP code (RFC 6238, SHA-1, 30 s), or one of the recovery codes. */
export const STAFF_TOTP = { digits: 6, periodSeconds: 30, issuer: "Tranquil staff" } as const;
/** How many one-time recovery codes a staff account gets, each usable once. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** A correct password for a staff account at the public sign-in: staff need their second factor. */
export const STAFF_USE_CONSOLE = "Staff accounts sign in on the staff console with their authenticator code.";
/** A wrong or reused authenticator or recovery code (the same words as a wrong password otherwise). */
export const STAFF_CODE_INVALID = "Incorrect email, password or authenticator code";

/** Every staff action asks why; the reason goes to the audit log. */
export const STAFF_REASON = { min: 5, max: 500, label: "Reason (recorded in the audit log)" } as const;
export const STAFF_REASON_REQUIRED = `Please give a reason of at least ${STAFF_REASON.min} characters`;

/** A staff refund of a payment whose client has nothing left on their wallet to send back (the client's own refund says "your wallet"). */
export const STAFF_NOTHING_TO_REFUND = "There is nothing on the client's wallet to send back to this payment";

/** What staff do and read, as written to the audit log (`action`). */
export const STAFF_ACTIONS = {
  userView: "staff.user.view",
  userSearch: "staff.user.search",
  refund: "staff.payment.refund",
  cancelBooking: "staff.booking.cancel",
  suspend: "staff.account.suspend",
  restore: "staff.account.restore",
  signIn: "staff.sign-in",
  // Issue 32's queues (docs/decisions/060-verification-and-moderation.md).
  credentialView: "staff.credential.view",
  credentialApprove: "staff.credential.approve",
  credentialReject: "staff.credential.reject",
  reviewKeep: "staff.review.keep",
  reviewRemove: "staff.review.remove",
} as const;
export type StaffAction = (typeof STAFF_ACTIONS)[keyof typeof STAFF_ACTIONS];
