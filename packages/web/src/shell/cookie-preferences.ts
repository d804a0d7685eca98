/**
 * The footer's Cookie Preferences is a link to the same page with this parameter, so it works before
 * the footer's code has hydrated and without JavaScript: the root's data opens the banner for it.
 */
export const COOKIE_PREFERENCES_PARAM = "cookie-preferences";
/** The banner's element id: the link's fragment, so a browser without JavaScript scrolls to it. */
export const COOKIE_CONSENT_ID = "cookie-consent";

/** Whether a page's address asks for the banner. */
export const asksForCookiePreferences = (url: URL) => url.searchParams.has(COOKIE_PREFERENCES_PARAM);

/** The page to go back to after the banner's plain form: its address without the parameter. */
export function withoutCookiePreferences(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(COOKIE_PREFERENCES_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
