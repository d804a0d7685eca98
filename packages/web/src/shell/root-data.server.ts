import { displayName } from "@marketplace/domain/accounts";
import { otherRegion } from "@marketplace/region";
import { apiFor } from "../api/api.server.ts";
import { hosts } from "../env/env.server.ts";
import { region } from "../env/region.ts";
import { getToken, hasConsentCookie } from "../session/session.server.ts";
import type { SessionView } from "./session-view.ts";

/** What every page needs: the region, hosts, the session (when a valid token exists) and consent. */
export async function loadRootData(request: Request) {
  const other = otherRegion(region);
  const base = {
    regionId: region.id,
    locale: region.locale,
    hosts,
    otherHost: hosts[other.locale],
    hasConsent: hasConsentCookie(request),
    session: null as SessionView | null,
  };
  if (!(await getToken(request))) return base;
  try {
    const api = await apiFor(request);
    const [me, unread] = await Promise.all([api.GET("/v1/me"), api.GET("/v1/notification/unread-count")]);
    if (!me.data) return base;
    return {
      ...base,
      session: {
        name: displayName(me.data),
        role: me.data.role,
        photoUrl: me.data.photoUrl,
        unread: unread.data?.count ?? 0,
      },
    };
  } catch {
    // The API being down must not take the public pages with it: show the logged-out header.
    return base;
  }
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
