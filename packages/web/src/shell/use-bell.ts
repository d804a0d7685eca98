import { bellClick } from "@marketplace/domain/notifications";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useLiveUnread } from "../live/index.ts";
import { NOTIFICATIONS_PATH, type NotificationActionResult, READ_ALL_INTENT } from "./notification-paths.ts";

/**
 * The bell's count and click (spec section 4): the loader's count, then the live stream's. With the
 * script, a click with unread above zero sets the badge to zero at once, marks all read through the
 * /notifications action and then goes there; when marking fails the count comes back. On
 * /notifications nothing happens. Without the script the bell is a plain link (decision 029, Pages).
 */
export function useBell(unread: number) {
  const [count, setCount] = useState(unread);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<NotificationActionResult>();
  const restore = useRef<number | null>(null);

  // A new count from the loaders (a navigation or a revalidation) replaces the shown one.
  useEffect(() => setCount(unread), [unread]);
  useLiveUnread((counts) => {
    if (restore.current === null) setCount(counts.notifications);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer to the bell's own post
  useEffect(() => {
    if (fetcher.state !== "idle" || restore.current === null || !fetcher.data) return;
    if (!fetcher.data.ok) setCount(restore.current);
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
    setCount(action.optimisticCount);
    fetcher.submit({ intent: READ_ALL_INTENT }, { method: "post", action: NOTIFICATIONS_PATH });
  };

  return { count, onClick };
}
