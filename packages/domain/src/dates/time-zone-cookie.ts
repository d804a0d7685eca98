import { isTimeZone, PLACELESS } from "./time-zones.ts";

// Its own module: the sites' shell reads the browser's zone (time-zones.ts) on every page, while only
// the late-loading footer writes this cookie, so the writer stays out of first-load JavaScript.
/**
 * The cookie a browser records its timezone in, so the next page's server render already reads times
 * in it (docs/decisions/045-where-a-provider-practises.md). A session cookie, with nothing but the
 * zone's name: a preference of the interface, like a language, that ends with the browser session.
 */
export const TIME_ZONE_COOKIE = "viewer-tz";

/** The recorded zone from a Cookie header, when it names a real zone; otherwise null. */
export function recordedTimeZone(cookieHeader: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  if (!match?.[1]) return null;
  let zone: string;
  try {
    zone = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return isTimeZone(zone) && !PLACELESS.test(zone) ? zone : null;
}

/** The Set-Cookie text a browser writes through document.cookie for its zone. */
export function timeZoneCookie(zone: string, secure: boolean): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
