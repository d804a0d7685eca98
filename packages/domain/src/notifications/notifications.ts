/** Spec sections 4 and 7: the unread badge and the in-app targets of notification links. */

export const BADGE_CAP = 9;

/** '9+' above 9; nothing to show at zero. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.trunc(count));
}

export const NOTIFICATION_TYPES = [
  "in-app-booking-provider-recommendation",
  "in-app-booking-confirmed",
  "in-app-booking-completed",
  "in-app-booking-reschedule",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  "in-app-booking-provider-recommendation": "view recommended provider",
  "in-app-booking-confirmed": "view appointment",
  "in-app-booking-completed": "Leave Review",
  "in-app-booking-reschedule": "view changes",
};

const TARGET: Record<NotificationType, (id: string) => string> = {
  "in-app-booking-provider-recommendation": (id) => `/recommended-provider/${id}`,
  "in-app-booking-confirmed": (id) => `/booking/${id}/summary`,
  "in-app-booking-completed": (id) => `/review/${id}`,
  "in-app-booking-reschedule": (id) => `/booking/${id}/summary`,
};

export interface NotificationLink {
  type: string;
  link: { type: string; url: string };
}

/**
 * Rewrites a notification's link to its in-app target with the spec's label. The booking id is the
 * last 26-character id in the server's URL. Unknown types, external links or a link without an id keep
 * no target (the item is shown without an action).
 */
export function notificationTarget(n: NotificationLink): { href: string; label: string } | null {
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(n.type) || n.link.type !== "internal") return null;
  const type = n.type as NotificationType;
  const ids = n.link.url.match(/[0-9A-Z]{26}/g);
  const id = ids?.[ids.length - 1];
  if (!id) return null;
  return { href: TARGET[type](id), label: NOTIFICATION_LABELS[type] };
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
