import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, or null on the server and during hydration (the caller renders its
 * no-JavaScript layout until then, so the first paint and the server HTML agree).
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}
