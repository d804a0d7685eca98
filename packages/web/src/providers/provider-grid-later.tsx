import { hydrateLater } from "../shell/index.ts";
import type { ProviderGridProps } from "./provider-grid.tsx";

/**
 * The provider cards of the public pages (home, the directory, the landing pages, the consultation
 * page), hydrating after the page: their links are plain links until then, and their code (the card,
 * its chips, rating, avatar and badge: ~4 KB gzip) stays out of the first load (decision 033). A page
 * using it preloads it in its `clientLoader` (`preloadWithData`), so a client-side navigation renders
 * the cards with the page.
 */
export const ProviderGridLater = hydrateLater<ProviderGridProps>(() =>
  import("./provider-grid.tsx").then((m) => m.ProviderGrid),
);
