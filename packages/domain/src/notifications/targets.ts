import { ulidsIn } from "../ids/ulid.ts";
import { sessionRoomPath, sessionRoomText } from "../session-room/session-room.ts";
import type { NotificationType } from "./notifications.ts";

// Apart from notifications.ts: only the signed-in notifications list needs the targets in the browser,
// and a public page using another part of the notifications module (the unsubscribe page) does not
// download them (decisions 033 and 035).

const VIEW_APPOINTMENT = "view appointment";

export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  "in-app-booking-provider-recommendation": "view recommended provider",
  "in-app-booking-confirmed": VIEW_APPOINTMENT,
  "in-app-booking-completed": "Leave Review",
  "in-app-booking-reschedule": "view changes",
  "in-app-booking-approval-requested": "view request",
  "in-app-payment-received": "view earnings",
  "in-app-new-message": "open conversation",
  "in-app-booking-reminder": VIEW_APPOINTMENT,
  "in-app-booking-request-expired": "view request",
  "in-app-booking-no-show": VIEW_APPOINTMENT,
  "in-app-booking-request-accepted": "pay now",
  "in-app-booking-request-declined": "choose another time",
  "in-app-session-starting": sessionRoomText.join,
  "in-app-credential-checked": "view credentials",
  "in-app-licence-expiring": "upload a new licence",
  "in-app-review-moderated": "view notifications",
};

const summary = (id: string) => `/booking/${id}/summary`;

const TARGET: Record<NotificationType, (id: string) => string> = {
  "in-app-booking-provider-recommendation": (id) => `/recommended-provider/${id}`,
  "in-app-booking-confirmed": summary,
  "in-app-booking-completed": (id) => `/review/${id}`,
  "in-app-booking-reschedule": summary,
  "in-app-booking-approval-requested": summary,
  /** The id is the booking's: the provider's earnings line for that session. */
  "in-app-payment-received": (id) => `/earnings/${id}`,
  /** The id is the sender's user id: the conversation with them. */
  "in-app-new-message": (id) => `/messages/${id}`,
  "in-app-booking-reminder": summary,
  "in-app-booking-request-expired": summary,
  /** A no-show claim about the session, its dispute or its settlement (decision 039). */
  "in-app-booking-no-show": summary,
  /** The id is the request's first session: its payment page (the whole series is paid there). */
  "in-app-booking-request-accepted": (id) => `/payment/${id}`,
  /** The id is the series': the request page, which offers another time with the same provider. */
  "in-app-booking-request-declined": (id) => `/booking/request/${id}`,
  /** The id is the booking's: its session room (issue 30). */
  "in-app-session-starting": sessionRoomPath,
  /** The id is the checked file's: the provider's credentials screen shows its state and reason. */
  "in-app-credential-checked": () => "/credentials",
  "in-app-licence-expiring": () => "/credentials",
  /** The id is the review's; the notification's own text says what happened. */
  "in-app-review-moderated": () => "/notifications",
};

export interface NotificationLink {
  type: string;
  link: { type: string; url: string };
}

/**
 * Rewrites a notification's link to its in-app target with the spec's label. The id (a booking's, or the
 * sender's for a new message) is the last 26-character id in the server's URL. Unknown types, external links or a link without an id keep
 * no target (the item is shown without an action).
 */
export function notificationTarget(n: NotificationLink): { href: string; label: string } | null {
  // The table's own keys (every type), not isNotificationType: that would bring the list of types
  // into the browser code of every page using the notifications module.
  if (!Object.hasOwn(TARGET, n.type) || n.link.type !== "internal") return null;
  const type = n.type as NotificationType;
  const id = ulidsIn(n.link.url).at(-1);
  if (!id) return null;
  return { href: TARGET[type](id), label: NOTIFICATION_LABELS[type] };
}
