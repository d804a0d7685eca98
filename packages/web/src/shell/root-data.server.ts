import { displayName } from "@marketplace/domain/accounts";
import { recordedTimeZone } from "@marketplace/domain/dates";
import { otherRegion } from "@marketplace/region";
import { currentUser } from "../api/index.server.ts";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { getToken, hasConsentCookie } from "../session/index.server.ts";
import { asksForCookiePreferences } from "./cookie-preferences.ts";
import type { SessionView } from "./session-view.ts";

/** What every page needs: the region, hosts, the session (when a valid token exists) and consent. */
export async function loadRootData(request: Request, context: object) {
  const other = otherRegion(region);
  const base = {
    regionId: region.id,
    locale: region.locale,
    hosts,
    otherHost: hosts[other.locale],
    hasConsent: hasConsentCookie(request),
    /** The footer's Cookie Preferences link was followed before its code ran (cookie-preferences.ts). */
    consentRequested: asksForCookiePreferences(new URL(request.url)),
    /** The browser's zone, recorded by an earlier page (dates/use-viewer-time-zone.ts), or null. */
    recordedTimeZone: recordedTimeZone(request.headers.get("Cookie")),
    // The shell's words (header, footer, cards, error pages) travel as data, not code (served-words.ts).
    words: wordsFor("common"),
    session: null as SessionView | null,
  };
  if (!(await getToken(request))) return base;
  try {
    const { api, me } = await currentUser(request, context);
    if (!me) return base;
    const unread = await api.GET("/v1/notification/unread-count");
    return {
      ...base,
      session: {
        identifier: me.identifier,
        name: displayName(me),
        role: me.role,
        photoUrl: me.photoUrl,
        unread: unread.data?.count ?? 0,
      },
    };
  } catch {
    // The API being down must not take the public pages with it: show the logged-out header.
    return base;
  }
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
