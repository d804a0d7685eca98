import type { ApiClient } from "@marketplace/api-client";
import { pageFromQuery } from "@marketplace/domain/filters";
import { isUlid } from "@marketplace/domain/ids";
import { safeLocalPath } from "@marketplace/domain/redirect";
import { redirect } from "@remix-run/node";
import {
  NOTIFICATIONS_PATH,
  type NotificationActionResult,
  READ_ALL_INTENT,
  READ_INTENT,
} from "../shell/index.ts";
import { type NotificationsAnswer, notificationsRequest } from "./notification-page.ts";

/**
 * One page of the signed-in person's notifications, newest first, as the API answered it (the page
 * hands it to its query, decision 035); `answer` is null when the API fails.
 */
export async function loadNotifications(
  api: ApiClient,
  url: URL,
): Promise<{ page: number; answer: NotificationsAnswer | null }> {
  const page = pageFromQuery(url.searchParams.get("page"));
  const { data } = await api
    .GET("/v1/notification", notificationsRequest(page))
    .catch(() => ({ data: undefined }));
  return { page, answer: data ?? null };
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
