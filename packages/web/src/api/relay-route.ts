import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "../env/index.server.ts";
import { getToken } from "../session/index.server.ts";
import { visitorAddress } from "./api.server.ts";
import { API_RELAY_PREFIX, isRelayedPath } from "./relay-paths.ts";

/**
 * GET /api/v1/...: the API reads the signed-in pages' scripts make after the page has loaded (the
 * generated client through TanStack Query, decision 035), relayed on the site's own origin the way
 * /messages/stream is: the page's request carries the session cookie, the site adds the session's
 * bearer token and the visitor's address (as apiFor does), and neither the API's address nor the
 * token reaches the browser. Only reads, and only the paths relay-paths.ts lists; anything else is
 * a 404, so the relay opens nothing the pages did not already read through their own routes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.slice(API_RELAY_PREFIX.length);
  if (!isRelayedPath(path)) return Response.json({ message: "Not found" }, { status: 404 });
  const token = await getToken(request);
  if (!token) return Response.json({ message: "Please log in to continue" }, { status: 401 });
  const headers = new Headers({ Authorization: `Bearer ${token}`, Accept: "application/json" });
  const address = visitorAddress(request);
  if (address) headers.set("X-Forwarded-For", address);
  const upstream = await fetch(`${env.API_URL.replace(/\/$/, "")}${path}${url.search}`, {
    headers,
    signal: request.signal,
  }).catch(() => null);
  if (!upstream) return Response.json({ message: "The service is unavailable" }, { status: 502 });
  return new Response(await upstream.text(), {
    status: upstream.status,
    headers: {
      "Content-Type": upstream.headers.get("Content-Type") ?? "application/json",
      "Cache-Control": "private, no-store",
    },
  });
}
