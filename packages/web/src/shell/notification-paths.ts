/** Where the notifications page lives; its action marks read (one, or all for the bell). */
export const NOTIFICATIONS_PATH = "/notifications";
export const READ_ALL_INTENT = "read-all";
export const READ_INTENT = "read";

export type NotificationActionResult = { ok: boolean; message?: string };
