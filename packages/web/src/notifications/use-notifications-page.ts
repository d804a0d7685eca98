import { useQueryClient } from "@tanstack/react-query";
import { $api, useLoaderSeed } from "../api/index.ts";
import { useLiveArrivals } from "../live/index.ts";
import {
  type NotificationsAnswer,
  type NotificationsPage,
  notificationsRequest,
  toNotificationsPage,
} from "./notification-page.ts";

/**
 * The list on /notifications through TanStack Query (decision 035): the loader's answer is the
 * cache's from the first render (on the server too); a notification arriving while the list is open
 * (the live stream's count rising, or a resync) invalidates the page's query, which asks the API
 * again through the relay. When the loader could not read the list (`answer` null) the page shows
 * its banner and an arrival reloads the page instead (`reloadPage`), as before.
 */
export function useNotificationsPage(
  page: number,
  answer: NotificationsAnswer | null,
  unread: number,
  reloadPage: () => void,
): NotificationsPage | null {
  const client = useQueryClient();
  const request = notificationsRequest(page);
  const { queryKey } = $api.queryOptions("get", "/v1/notification", request);
  useLoaderSeed(queryKey, answer, (loaded) => loaded ?? undefined);
  const query = $api.useQuery("get", "/v1/notification", request, {
    enabled: answer !== null,
    select: toNotificationsPage,
  });
  useLiveArrivals("notifications", unread, () => {
    if (answer === null) reloadPage();
    else void client.invalidateQueries({ queryKey });
  });
  return answer === null ? null : (query.data ?? null);
}
