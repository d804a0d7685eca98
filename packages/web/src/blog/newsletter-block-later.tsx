import { hydrateLater } from "../shell/index.ts";

/**
 * The blog's newsletter block under the list, the search and a post, hydrating after the page. Until its
 * code runs, its form is the plain form post to /newsletter (as without JavaScript), and what the
 * reader typed carries over when it does; its code (the block, its field and banner) stays out of the
 * first load (decision 033). The routes preload it in their `clientLoader`. /newsletter itself, where
 * the block is the page, renders it at once.
 */
export const NewsletterBlockLater = hydrateLater<Record<string, never>>(() =>
  import("./newsletter-block.tsx").then((m) => m.NewsletterBlock),
);
