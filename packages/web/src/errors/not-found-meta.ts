import type { MetaFunction } from "@remix-run/node";

/** The not-found page's title and robots tag; a page whose loader answers 404 shows them too. */
export const notFoundMeta: MetaFunction = () => [
  { title: "Page not found — Tranquil" },
  { name: "robots", content: "noindex" },
];
