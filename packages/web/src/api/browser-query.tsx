import type { paths } from "@marketplace/api-client/schema";
import { QueryClient, QueryClientProvider, type QueryKey, useQueryClient } from "@tanstack/react-query";
import createFetchClient from "openapi-fetch";
import createQueryHooks from "openapi-react-query";
import { type ReactNode, useRef, useState } from "react";
import { API_RELAY_PREFIX } from "./relay-paths.ts";

/**
 * The generated client as the browser uses it (decision 035): openapi-fetch typed by the API's
 * contract, sent to the site's relay on the same origin (the session cookie goes with it; the relay
 * adds the bearer token), wrapped in openapi-react-query's hooks. Only the signed-in screens import
 * this module, so TanStack Query is never in a public page's first-load JavaScript.
 */
export const browserApi = createFetchClient<paths>({
  // Absolute in the browser (the page's own origin); the server renders from the cache and never asks.
  baseUrl: typeof location === "undefined" ? API_RELAY_PREFIX : `${location.origin}${API_RELAY_PREFIX}`,
  // The fetch of the moment, not the one at import (tests stand in for it).
  fetch: (request) => globalThis.fetch(request),
});
export const $api = createQueryHooks(browserApi);

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The loaders' first view is fresh; the live stream and the screens say when to ask again.
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
      },
    },
  });
}

let browser: { owner: string; client: QueryClient } | undefined;

/**
 * One QueryClient per signed-in session in the browser (kept across client-side navigations between
 * the signed-in screens; a different person signing in in the same tab gets a new one) and a new one
 * per request on the server, so no one's data outlives their request or reaches someone else.
 */
export function queryClientFor(owner: string): QueryClient {
  if (typeof document === "undefined") return newQueryClient();
  if (browser?.owner !== owner) browser = { owner, client: newQueryClient() };
  return browser.client;
}

/**
 * Wraps a signed-in screen that reads through Query (`owner`: the signed-in person's identifier);
 * public screens never render it.
 */
export function QueryProvider({ owner, children }: { owner: string; children: ReactNode }) {
  const [client] = useState(() => queryClientFor(owner));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Puts a loader's answer (`toCache(loaded)`) in the cache under `queryKey` whenever the loader
 * answers anew (a navigation, a revalidation: a new `loaded` object), so the server-rendered first
 * view and Query's data are one: the screen renders from the cache from its first render, on the
 * server and in the browser alike, and a newer loader answer replaces what an earlier visit left.
 */
export function useLoaderSeed<T>(
  queryKey: QueryKey,
  loaded: T,
  toCache: (loaded: T) => unknown = (value) => value,
): void {
  const client = useQueryClient();
  const seeded = useRef<{ loaded: T } | null>(null);
  if (seeded.current?.loaded !== loaded) {
    seeded.current = { loaded };
    client.setQueryData(queryKey, toCache(loaded));
  }
}
