import type { paths } from "@marketplace/api-client/schema";
import { notificationTarget } from "@marketplace/domain/notifications";

/** The page's size (spec: the default paging values are not shown; decision 029). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /v1/notification's answer, as the loader and the browser's query both hold it. */
export type NotificationsAnswer =
  paths["/v1/notification"]["get"]["responses"][200]["content"]["application/json"];

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

/** The request for one page (the loader's and the browser query's, so both share one cache key). */
export const notificationsRequest = (page: number) => ({
  params: { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } },
});

/** What the list shows of one page: each link rewritten to its in-app target. */
export function toNotificationsPage(data: NotificationsAnswer): NotificationsPage {
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
