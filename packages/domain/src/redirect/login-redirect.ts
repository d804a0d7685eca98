/**
 * Spec section 2: after login a `redirect` query parameter is honoured when it is exactly
 * `/booking/{id}` or `/messages/{id}` with a 26-character id of uppercase letters and digits (the
 * login page shows the booking's provider, or says it leads to a message). The check runs on the raw
 * value and its decoded form, so absolute URLs, protocol-relative `//host`, backslashes, encoded
 * slashes, dot segments, query strings and trailing paths are refused for those two kinds.
 *
 * Issue 28 widens the rule: emailed and shared links to any signed-in page (a booking's summary, a
 * payment page, a review, an earnings line, the notifications...) lost their target when opened signed
 * out. So any other same-site path is honoured too (kind `page`), through the same check the site's
 * other return addresses use (`safeLocalPath`: nothing any browser could read as another host), except
 * the sign-in pages themselves. Everything else goes to /overview.
 */

import { ULID_SOURCE } from "../ids/ulid.ts";
import { decodedForms } from "./decoded-forms.ts";
import { safeLocalPath } from "./local-path.ts";

export const DEFAULT_AFTER_LOGIN = "/overview";

const BOOKING = new RegExp(`^/booking/(${ULID_SOURCE})$`);
const MESSAGES = new RegExp(`^/messages/(${ULID_SOURCE})$`);

/** The longest return address carried (a signed-in page's path and query; more is no link of ours). */
const MAX_RETURN = 512;

/** Pages that are no place to return to after signing in: the sign-in pages, and where it lands anyway. */
const NOT_A_RETURN = /^\/(login|createaccount|forgot-password|reset-password|logout|overview)(?=$|[/?#])/;

export type LoginRedirect =
  | { kind: "booking"; path: string; id: string }
  | { kind: "messages"; path: string; id: string }
  /** Any other signed-in page of this site (issue 28). */
  | { kind: "page"; path: string }
  | { kind: "default"; path: typeof DEFAULT_AFTER_LOGIN };

export function resolveLoginRedirect(raw: string | null | undefined): LoginRedirect {
  const fallback = { kind: "default", path: DEFAULT_AFTER_LOGIN } as const;
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_RETURN) return fallback;
  // The spec's two kinds: the raw and the decoded value must be the same plain path.
  if (decodedForms(raw)?.length === 1) {
    const booking = BOOKING.exec(raw);
    if (booking?.[1]) return { kind: "booking", path: raw, id: booking[1] };
    const message = MESSAGES.exec(raw);
    if (message?.[1]) return { kind: "messages", path: raw, id: message[1] };
  }
  // Any other page: only a path of this same site, never a sign-in page (issue 28).
  if (safeLocalPath(raw, "") !== raw || NOT_A_RETURN.test(raw)) return fallback;
  return { kind: "page", path: raw };
}

/** Where to go after login, as a path. */
export function redirectAfterLogin(raw: string | null | undefined): string {
  return resolveLoginRedirect(raw).path;
}

export const isBookingRedirect = (raw: string | null | undefined) =>
  resolveLoginRedirect(raw).kind === "booking";
export const isMessageRedirect = (raw: string | null | undefined) =>
  resolveLoginRedirect(raw).kind === "messages";

/** A booking's own pages a signed-out visitor may be sent to by a notification or an email. */
const BOOKING_SUMMARY = new RegExp(`^/booking/(${ULID_SOURCE})/summary$`);

/**
 * The `redirect` a signed-out visit to a signed-in page (`path`: its path and query) carries to
 * /login, or null when the login rule above would not honour one: the booking summary
 * `/booking/{id}/summary` (the booking notifications' and emails' link) as `/booking/{id}` — the
 * rule's booking form, which shows the booking's provider on the login page and leads on to the
 * summary after it — and a conversation, each without its query; any other page as it is, query
 * included. Whatever is returned passes `resolveLoginRedirect`.
 */
export function loginRedirectFor(path: string): string | null {
  // The spec's kinds go by the path alone (their exact form has no query): the login page then shows
  // the booking's provider, or says a message waits.
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const summary = BOOKING_SUMMARY.exec(pathname);
  const exact = resolveLoginRedirect(summary?.[1] ? `/booking/${summary[1]}` : pathname);
  if (exact.kind === "booking" || exact.kind === "messages") return exact.path;
  const target = resolveLoginRedirect(path);
  return target.kind === "default" ? null : target.path;
}

/** The login page for a signed-out visit to `path` (path and query), with the redirect the rule allows. */
export function loginPathFor(path: string): string {
  const back = loginRedirectFor(path);
  // Encoded as a query value, slashes kept readable (legal there): `/login?redirect=/booking/{id}`.
  return back ? `/login?redirect=${encodeURIComponent(back).replace(/%2F/g, "/")}` : "/login";
}
