import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser. Components render
 * their no-JavaScript form (a native <select>, a <details> menu) until then, so the page works
 * before the script arrives and without it, and the switch causes no hydration mismatch.
 * (remix-utils' useHydrated is these same lines; its Remix 2 line pins zod 3 as a peer and we are on zod 4.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
