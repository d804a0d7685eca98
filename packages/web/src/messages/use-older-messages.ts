import type { paths } from "@marketplace/api-client/schema";
import { useCallback, useMemo } from "react";
import { $api } from "../api/index.ts";

/** GET /v1/messages/conversations/{userId}'s answer: one page of a conversation (newest page first). */
export type ConversationPage =
  paths["/v1/messages/conversations/{userId}"]["get"]["responses"][200]["content"]["application/json"];
type ConversationMessage = ConversationPage["data"][number];

/**
 * The conversation's older pages, loaded in place through TanStack Query (decision 035): the loader
 * renders the page in the address (the newest by default) and "Older messages" asks for the next one
 * (`useInfiniteQuery`, `?page=`) through the relay and shows it above, page after page; without the
 * script the same control is a link to `?page=n`. `messages` is every message shown, each once (the
 * loaded page's version wins: new messages shift the pages, so an older page can repeat a few).
 * `refresh` asks again for the older pages loaded (a live event: one of them may have been edited).
 */
export function useOlderMessages(conversationId: string, search: string, loaded: ConversationPage | null) {
  const { page, totalPages } = loaded?.meta ?? { page: 1, totalPages: 1 };
  const init = {
    params: { path: { userId: conversationId }, query: { page, ...(search ? { search } : {}) } },
  };
  const older = $api.useInfiniteQuery("get", "/v1/messages/conversations/{userId}", init, {
    pageParamName: "page",
    initialPageParam: page + 1,
    getNextPageParam: (last: ConversationPage) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
    // Nothing is asked until the person asks for older messages.
    enabled: false,
  });
  const pages = older.data?.pages ?? [];

  const messages = useMemo(() => {
    const byId = new Map<string, ConversationMessage>();
    for (const p of pages) for (const m of p.data) byId.set(m.identifier, m);
    for (const m of loaded?.data ?? []) byId.set(m.identifier, m);
    return [...byId.values()];
  }, [pages, loaded]);

  // The observer's own refetch: the query is disabled, which keeps invalidation from refetching it.
  const { refetch } = older;
  const loadedOlder = pages.length > 0;
  const refresh = useCallback(() => {
    if (loadedOlder) void refetch();
  }, [loadedOlder, refetch]);

  return {
    messages,
    hasOlder: older.data ? older.hasNextPage : page < totalPages,
    loadingOlder: older.isFetching,
    failed: older.isError,
    /** The page the next "Older messages" shows (its link's `?page=` without the script). */
    nextPage: page + 1 + pages.length,
    loadOlder: () => void older.fetchNextPage(),
    refresh,
  };
}
