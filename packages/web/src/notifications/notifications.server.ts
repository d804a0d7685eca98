import type { ApiClient } from "@marketplace/api-client";
import { pageFromQuery } from "@marketplace/domain/filters";
import { isUlid } from "@marketplace/domain/ids";
import { notificationTarget } from "@marketplace/domain/notifications";
import { safeLocalPath } from "@marketplace/domain/redirect";
import { redirect } from "@remix-run/node";
import {
  NOTIFICATIONS_PATH,
  type NotificationActionResult,
  READ_ALL_INTENT,
  READ_INTENT,
} from "./notification-paths.ts";

/** The page's size (spec: the default paging values are not shown; decision 029). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export interface NotificationItem {
  identifier: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
  /** The in-app target and its label (domain notificationTarget); null for a type without one. */
  target: { href: string; label: string } | null;
}

export interface NotificationsPage {
  items: NotificationItem[];
  page: number;
  totalPages: number;
  total: number;
}

/** One page of the signed-in person's notifications, newest first; null when the API fails. */
export async function loadNotifications(api: ApiClient, url: URL): Promise<NotificationsPage | null> {
  const page = pageFromQuery(url.searchParams.get("page"));
  const { data } = await api
    .GET("/v1/notification", { params: { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } } })
    .catch(() => ({ data: undefined }));
  if (!data) return null;
  return {
    page: data.meta.page,
    totalPages: data.meta.totalPages,
    total: data.meta.total,
    items: data.data.map((n) => ({
      identifier: n.identifier,
      title: n.title,
      body: n.body,
      read: n.read,
      createdAt: n.createdAt,
      target: notificationTarget(n),
    })),
  };
}

/**
 * The page's action. `read` marks one notification read and goes to its target (the item's link is a
 * form, so it works without the script); `read-all` marks everything read, then goes back to the page
 * when the form says where (the page's button) or answers the bell's script with whether it worked.
 * A failed mark never keeps the person from the target.
 */
export async function notificationAction(
  api: ApiClient,
  form: FormData,
): Promise<NotificationActionResult | Response> {
  const intent = form.get("intent");
  const to = form.get("to");
  if (intent === READ_INTENT) {
    const id = String(form.get("id") ?? "");
    if (isUlid(id)) {
      await api.PUT("/v1/notification/{id}/read", { params: { path: { id } } }).catch(() => null);
    }
    return redirect(safeLocalPath(to, NOTIFICATIONS_PATH));
  }
  if (intent === READ_ALL_INTENT) {
    const { data } = await api.PUT("/v1/notification/read-all").catch(() => ({ data: undefined }));
    if (typeof to === "string") return redirect(safeLocalPath(to, NOTIFICATIONS_PATH));
    return { ok: data !== undefined };
  }
  throw new Response(null, { status: 400 });
}
