import { bellClick } from "@marketplace/domain/notifications";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type MouseEvent, useEffect, useRef } from "react";
import { $api } from "../api/index.ts";
import { useLiveUnread } from "../live/index.ts";
import { NOTIFICATIONS_PATH, type NotificationActionResult, READ_ALL_INTENT } from "./notification-paths.ts";

/**
 * The loader's count last put in each cache. A new count from the loaders (a revalidation) replaces
 * the cache's; the same count again does not: each signed-in screen draws its own bell, and a bell
 * mounted by a client-side navigation must show what the stream said since, not the count the root
 * loaded before it (which a navigation does not reload).
 */
const seededCount = new WeakMap<QueryClient, number>();

/**
 * The bell's count and click (spec section 4), through TanStack Query (decision 035): the count is the
 * cache's `GET /v1/notification/unread-count`, seeded with the loader's count (the root's) so the
 * server's HTML and the hydrated badge agree and nothing is asked on load; the live stream's counts
 * are written into it. With the script, a click with unread above zero sets
 * it to zero at once, marks all read through the /notifications action and then goes there; when
 * marking fails the count comes back and is asked again through the relay. On /notifications nothing
 * happens. Without the script the bell is a plain link (decision 029, Pages). Every bell on the page
 * (and every signed-in screen of the session) reads the same cache entry.
 */
export function useBell(unread: number) {
  const client = useQueryClient();
  const { queryKey } = $api.queryOptions("get", "/v1/notification/unread-count");
  if (seededCount.get(client) !== unread) {
    seededCount.set(client, unread);
    client.setQueryData(queryKey, { count: unread });
  }
  const { data } = $api.useQuery("get", "/v1/notification/unread-count");
  const count = data?.count ?? unread;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<NotificationActionResult>();
  const restore = useRef<number | null>(null);

  const show = (value: number) => client.setQueryData(queryKey, { count: value });
  // While the bell's own post is on its way, a count from the stream may predate it: it waits.
  useLiveUnread((counts) => {
    if (restore.current === null) show(counts.notifications);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer to the bell's own post
  useEffect(() => {
    if (fetcher.state !== "idle" || restore.current === null || !fetcher.data) return;
    if (!fetcher.data.ok) {
      show(restore.current);
      // The count shown before the click may be old by now: ask the API.
      void client.invalidateQueries({ queryKey });
    }
    restore.current = null;
    navigate(NOTIFICATIONS_PATH);
  }, [fetcher.state, fetcher.data]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (a new tab, say) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const action = bellClick(count, pathname);
    if (pathname === NOTIFICATIONS_PATH) {
      event.preventDefault();
      return;
    }
    if (action.type === "none") return;
    event.preventDefault();
    if (restore.current !== null) return;
    restore.current = action.restoreCount;
    void client.cancelQueries({ queryKey });
    show(action.optimisticCount);
    fetcher.submit({ intent: READ_ALL_INTENT }, { method: "post", action: NOTIFICATIONS_PATH });
  };

  return { count, onClick };
}
