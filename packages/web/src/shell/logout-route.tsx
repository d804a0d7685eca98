import type { ActionFunctionArgs } from "@remix-run/node";
import { apiFor } from "../api/api.server.ts";
import { assertSameOrigin, signOut } from "../session/session.server.ts";

/** POST /logout: revokes the token at the API, then forgets it. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  try {
    const api = await apiFor(request);
    await api.POST("/v1/auth/logout");
  } catch {
    // Even when the API cannot be reached, the cookie is cleared.
  }
  return signOut(request, "/");
}

export async function loader({ request }: ActionFunctionArgs) {
  return signOut(request, "/");
}
