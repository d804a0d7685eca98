import { resolveLoginRedirect } from "@marketplace/domain/redirect";
import { SITE_ROUTES, type SiteRoute } from "../routes.ts";

/** The id the booking screen's route will have in SITE_ROUTES (a later issue adds it). */
export const BOOKING_ROUTE_ID = "booking";

/**
 * Where the profile's Book button goes, or null while the site has no booking screen: a button to a
 * page that does not exist would be a dead end for someone who finally decided to ask for help.
 * Signed in: `/booking/{objectID}`. Signed out: the login page, which sends the person on to the
 * booking only when the domain's login-redirect rule accepts the path (a 26-character id of
 * uppercase letters and digits); any other id would be dropped there for /overview, so no button.
 */
export function bookingHref(
  objectID: string,
  signedIn: boolean,
  routes: ReadonlyArray<Pick<SiteRoute, "id">> = SITE_ROUTES,
): string | null {
  if (!routes.some((route) => route.id === BOOKING_ROUTE_ID)) return null;
  const target = resolveLoginRedirect(`/booking/${objectID}`);
  if (target.kind !== "booking") return null;
  // The rule refuses any encoding, so the path goes into the query as it is (slashes are legal there).
  return signedIn ? target.path : `/login?redirect=${target.path}`;
}
