import { RemixBrowser, unstable_decodeInitialState } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Both sites' client entry: Remix's default one (a transition, StrictMode), except that the page's data
 * is decoded before React starts hydrating, not inside it (decision 068).
 *
 * With single fetch, RemixBrowser decodes the page's data on its first render and suspends until it
 * has, with no Suspense boundary above it. A hydration that suspends just waits, but a click in that
 * moment makes React 18 finish the root synchronously; the root suspends again and React throws #345
 * "Root did not complete" (remix-run/remix#10214). Decoded first, the root never suspends. Until then
 * there is no root, so a click is the plain HTML's, as before any code has loaded. Hydration starts no
 * later than it finished before: it could not get past RemixBrowser without the data.
 */
export async function hydrateDocument(
  decodeData: () => Promise<void> = unstable_decodeInitialState,
  hydrate: () => void = () =>
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    ),
) {
  await decodeData();
  startTransition(hydrate);
}
