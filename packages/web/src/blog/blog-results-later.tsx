import { hydrateLater } from "../shell/index.ts";
import type { BlogResultsProps } from "./blog-results.tsx";

/**
 * The blog list's and search's cards and pagination, hydrating after the page: they are links only, so
 * until their code runs they work as plain links, and that code (the card, the pagination and its
 * icons: ~1.5 KB gzip in five files) stays out of the first load (decision 033). Both routes preload
 * it in their `clientLoader`, so a client-side navigation renders the list with the page.
 */
export const BlogResultsLater = hydrateLater<BlogResultsProps>(() =>
  import("./blog-results.tsx").then((m) => m.BlogResults),
);
