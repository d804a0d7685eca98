import { currentUser } from "../api/index.server.ts";

/** The not-found page: the console does not exist for anyone but staff (issue 32). */
export const notFound = () => new Response(null, { status: 404 });

/**
 * Every console page starts here: staff signed in (a staff session exists only after the second
 * factor), or the not-found page for everyone else, signed out, clients and providers alike, so the
 * console's existence is not advertised.
 */
export async function requireStaff(request: Request, context: object) {
  const { api, me } = await currentUser(request, context);
  if (!me || me.role !== "staff") throw notFound();
  return { api, me };
}
