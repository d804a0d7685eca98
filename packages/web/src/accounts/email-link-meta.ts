import type { MetaDescriptor } from "@remix-run/node";

/**
 * The meta of a page opened from an emailed link (/confirm-email, /reset-password): not indexed, and
 * as its address carries the token, no Referer to other sites. (Not no-referrer: Chrome then sends
 * Origin: null with the form, which the same-origin checks rightly refuse.)
 */
export function emailLinkMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}
