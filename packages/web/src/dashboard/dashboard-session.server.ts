import { displayName } from "@marketplace/domain/accounts";
import { loginPathFor } from "@marketplace/domain/redirect";
import { redirect } from "@remix-run/node";
import { currentUser } from "../api/index.server.ts";
import { getToken, signOut } from "../session/index.server.ts";

/**
 * Every signed-in page starts here: no token → the login page; a token the API no longer accepts
 * (expired, revoked, account deleted) → the cookie is cleared and the person logs in again. Either way
 * the login page gets the redirect the login rule honours for this page (spec section 2: a
 * conversation, a booking, a booking's summary by its booking; issue 28: any other signed-in page of
 * this site), so a notification's, an email's or a shared link opened signed out leads back to what it
 * pointed at.
 */
export async function requireAccount(request: Request, context: object) {
  const url = new URL(request.url);
  // The page with its query (a gateway's `?reference=` coming back after the session ended, a list's page).
  const login = loginPathFor(url.pathname + url.search);
  if (!(await getToken(request))) throw redirect(login);
  const { api, me } = await currentUser(request, context);
  if (!me) throw await signOut(request, login);
  // Staff are not members of the marketplace (issue 32): their pages are the console's.
  if (me.role === "staff") throw redirect("/staff");
  const unreadMessages = await api.GET("/v1/messages/unread-count");
  return {
    api,
    me,
    account: {
      /** Whose browser-side query cache the signed-in screens use (decision 035). */
      identifier: me.identifier,
      name: displayName(me),
      firstName: me.firstName ?? "",
      role: me.role,
      photoUrl: me.photoUrl,
      unreadMessages: unreadMessages.data?.count ?? 0,
    },
  };
}

export type Account = Awaited<ReturnType<typeof requireAccount>>["account"];

/** Provider-only pages: a client (or anyone else) signed in is sent to their overview. */
export async function requireProvider(request: Request, context: object) {
  const session = await requireAccount(request, context);
  if (session.me.role !== "provider") throw redirect("/overview");
  return session;
}
