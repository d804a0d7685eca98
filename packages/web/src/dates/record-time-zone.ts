import { browserTimeZone, timeZoneCookie } from "@marketplace/domain/dates";

/**
 * Records the browser's zone in its session cookie for the next request, when it differs from the
 * recorded one (docs/decisions/045-where-a-provider-practises.md). Called by the site footer, whose
 * code loads after the page's, so it stays out of every page's first-load JavaScript (decision 033).
 */
export function recordBrowserTimeZone(recorded: string | null): void {
  const zone = browserTimeZone();
  if (!zone || zone === recorded) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain session cookie; the Cookie Store API is not in every browser.
  document.cookie = timeZoneCookie(zone, window.location.protocol === "https:");
}
