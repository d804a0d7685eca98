import { displayName } from "@marketplace/domain/accounts";
import { redirect } from "@remix-run/node";
import { apiFor } from "../api/api.server.ts";
import { getToken, signOut } from "../session/session.server.ts";

/**
 * Every signed-in page starts here: no token → the login page; a token the API no longer accepts
 * (expired, revoked, account deleted) → the cookie is cleared and the person logs in again.
 */
export async function requireAccount(request: Request) {
  if (!(await getToken(request))) throw redirect("/login");
  const api = await apiFor(request);
  const [me, unreadMessages] = await Promise.all([api.GET("/v1/me"), api.GET("/v1/messages/unread-count")]);
  if (!me.data) throw await signOut(request, "/login");
  return {
    api,
    account: {
      name: displayName(me.data),
      firstName: me.data.firstName ?? "",
      role: me.data.role,
      photoUrl: me.data.photoUrl,
      unreadMessages: unreadMessages.data?.count ?? 0,
    },
  };
}

export type Account = Awaited<ReturnType<typeof requireAccount>>["account"];
