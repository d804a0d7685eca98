import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { tCommon } from "../i18n/index.ts";

/** The not-found page's title and robots tag; a page whose loader answers 404 shows them too. */
export const notFoundMeta: MetaFunction = () => [
  { title: "Page not found — Tranquil" },
  { name: "robots", content: "noindex" },
];

/**
 * The meta of a page whose loader failed (no data): the not-found page's for a 404, the error page's
 * title otherwise. A page whose words come with its data must not translate its title without them:
 * the server knows every word and the browser only the served ones, so the two <title>s would differ
 * and React would drop the server's HTML (hydration error #418, seen on /dev/mail's 404).
 */
export function failedLoaderMeta(args: Parameters<MetaFunction>[0]) {
  if (isRouteErrorResponse(args.error) && args.error.status === 404) return notFoundMeta(args);
  return [{ title: tCommon("errors.errorTitle") }, { name: "robots", content: "noindex" }];
}
