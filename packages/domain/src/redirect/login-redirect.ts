/**
 * Spec section 2: after login a `redirect` query parameter is honoured only when it is exactly
 * `/booking/{id}` or `/messages/{id}` with a 26-character id of uppercase letters and digits;
 * everything else goes to /overview. The check runs on the raw value and its decoded form, so
 * absolute URLs, protocol-relative `//host`, backslashes, encoded slashes, dot segments, query strings
 * and trailing paths are all refused.
 */

import { ULID_SOURCE } from "../ids/ulid.ts";
import { decodedForms } from "./decoded-forms.ts";

export const DEFAULT_AFTER_LOGIN = "/overview";

const BOOKING = new RegExp(`^/booking/(${ULID_SOURCE})$`);
const MESSAGES = new RegExp(`^/messages/(${ULID_SOURCE})$`);

export type LoginRedirect =
  | { kind: "booking"; path: string; id: string }
  | { kind: "messages"; path: string; id: string }
  | { kind: "default"; path: typeof DEFAULT_AFTER_LOGIN };

export function resolveLoginRedirect(raw: string | null | undefined): LoginRedirect {
  const fallback = { kind: "default", path: DEFAULT_AFTER_LOGIN } as const;
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 64) return fallback;
  // The raw and the decoded value must be the same plain path: any encoding at all is refused.
  if (decodedForms(raw)?.length !== 1) return fallback;
  const booking = BOOKING.exec(raw);
  if (booking?.[1]) return { kind: "booking", path: raw, id: booking[1] };
  const message = MESSAGES.exec(raw);
  if (message?.[1]) return { kind: "messages", path: raw, id: message[1] };
  return fallback;
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
 * The `redirect` a signed-out visit to a signed-in page carries to /login, or null when the login
 * rule above would not honour one: `/messages/{id}` as it is; `/booking/{id}` as it is, and the
 * booking summary `/booking/{id}/summary` (the booking notifications' and emails' link) as
 * `/booking/{id}` — the rule's booking form, which shows the booking's provider on the login page and
 * leads on to the summary after it. Whatever is returned passes `resolveLoginRedirect`.
 */
export function loginRedirectFor(pathname: string): string | null {
  const summary = BOOKING_SUMMARY.exec(pathname);
  const candidate = summary?.[1] ? `/booking/${summary[1]}` : pathname;
  const target = resolveLoginRedirect(candidate);
  return target.kind === "default" ? null : target.path;
}

/** The login page for a signed-out visit to `pathname`, with the redirect the rule allows, if any. */
export function loginPathFor(pathname: string): string {
  const back = loginRedirectFor(pathname);
  // The rule refuses any encoding, so the path goes into the query as it is (slashes are legal there).
  return back ? `/login?redirect=${back}` : "/login";
}
