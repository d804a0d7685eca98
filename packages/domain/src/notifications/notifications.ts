/** Spec sections 4 and 7: the unread badge and the in-app targets of notification links. */

export const BADGE_CAP = 9;

/** What an unsubscribe link that is missing, cut short or forged says (the API and the /unsubscribe page). */
export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";

/** '9+' above 9; nothing to show at zero. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.trunc(count));
}

/** The spec's four types (section 3) and our own (the spec says their payloads are "not shown"; decision 029). */
export const NOTIFICATION_TYPES = [
  "in-app-booking-provider-recommendation",
  "in-app-booking-confirmed",
  "in-app-booking-completed",
  "in-app-booking-reschedule",
  "in-app-booking-approval-requested",
  "in-app-payment-received",
  "in-app-new-message",
  "in-app-booking-reminder",
  /** A request went unanswered and expired (decision 038): both parties hear of it. */
  "in-app-booking-request-expired",
  "in-app-booking-no-show",
  /** A provider who reviews requests accepted the client's: it waits for payment (issue 28). */
  "in-app-booking-request-accepted",
  /** A provider who reviews requests declined the client's: its times reopened (issue 28). */
  "in-app-booking-request-declined",
  /** An online session's room opened: 'Your session starts in 10 minutes', with the join link (issue 30). */
  "in-app-session-starting",
  /** Issue 32: staff approved or rejected a licence or insurance document (the reason in the body). */
  "in-app-credential-checked",
  /** Issue 32: the provider's licence expires within 30 days: upload a new one. */
  "in-app-licence-expiring",
  /** Issue 32: staff removed (or kept) a reported review: its author, its provider, its reporters. */
  "in-app-review-moderated",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/**
 * The subject of each type's email (issue 28). Subjects show on lock screens and in shared inboxes, so
 * they are fixed words: no names, concerns, notes, amounts or anything else a person wrote. The
 * notification's title (which may name the other person) opens the email's text instead.
 */
export const EMAIL_SUBJECTS: Record<NotificationType, string> = {
  "in-app-booking-provider-recommendation": "You have new recommendations on Tranquil",
  "in-app-booking-confirmed": "A booking on Tranquil is confirmed",
  "in-app-booking-completed": "A session on Tranquil is complete",
  "in-app-booking-reschedule": "A session on Tranquil has a new time",
  "in-app-booking-approval-requested": "You have a new booking request",
  "in-app-payment-received": "You received a payment on Tranquil",
  "in-app-new-message": "You have a new message on Tranquil",
  "in-app-booking-reminder": "Reminder: you have a session coming up",
  "in-app-booking-request-expired": "A booking request expired",
  "in-app-booking-no-show": "An update about a missed session",
  "in-app-booking-request-accepted": "Your booking request was accepted",
  "in-app-booking-request-declined": "Your booking request was declined",
  "in-app-session-starting": "Your session starts in 10 minutes",
  "in-app-credential-checked": "An update about your documents on Tranquil",
  "in-app-licence-expiring": "Your licence on Tranquil expires soon",
  "in-app-review-moderated": "An update about a review on Tranquil",
};

/** Email preferences: one switch per group of types, all on until the person turns one off. */
export const EMAIL_PREFERENCE_KEYS = [
  "bookings",
  "reminders",
  "payments",
  "messages",
  "recommendations",
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

const PREFERENCE_OF: Record<NotificationType, EmailPreferenceKey> = {
  "in-app-booking-provider-recommendation": "recommendations",
  "in-app-booking-confirmed": "bookings",
  "in-app-booking-completed": "bookings",
  "in-app-booking-reschedule": "bookings",
  "in-app-booking-approval-requested": "bookings",
  "in-app-payment-received": "payments",
  "in-app-new-message": "messages",
  "in-app-booking-reminder": "reminders",
  "in-app-booking-request-expired": "bookings",
  "in-app-booking-no-show": "bookings",
  "in-app-booking-request-accepted": "bookings",
  "in-app-booking-request-declined": "bookings",
  "in-app-session-starting": "reminders",
  // Account notices of issue 32 have no switch of their own: they follow the bookings switch, which
  // governs the work they affect (being bookable, what clients read).
  "in-app-credential-checked": "bookings",
  "in-app-licence-expiring": "bookings",
  "in-app-review-moderated": "bookings",
};

/** The email preference that governs a notification type's email. */
export function emailPreferenceFor(type: NotificationType): EmailPreferenceKey {
  return PREFERENCE_OF[type];
}

export function isEmailPreferenceKey(key: string): key is EmailPreferenceKey {
  return (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(key);
}

/** Everything on: the preferences of someone who never changed them. */
export function defaultEmailPreferences(): EmailPreferences {
  return { bookings: true, reminders: true, payments: true, messages: true, recommendations: true };
}

/**
 * The bell: clicking with unread above zero sets the badge to zero and marks all read; when marking
 * fails the count comes back. On /notifications nothing happens.
 */
export type BellAction =
  | { type: "none" }
  | { type: "mark-all-read"; optimisticCount: 0; restoreCount: number };

export function bellClick(unread: number, pathname: string): BellAction {
  if (pathname === "/notifications" || unread <= 0) return { type: "none" };
  return { type: "mark-all-read", optimisticCount: 0, restoreCount: unread };
}
