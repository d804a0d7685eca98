import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccount } from "../../dashboard/index.server.ts";
import { isFileArea } from "./file-links.ts";

/** The headers a private file keeps on its way through the site: what it is and that it is a download. */
const PASSED_ON = ["Content-Type", "Content-Length", "Content-Disposition"] as const;

/**
 * GET /credentials/files/{id} and /credentials/insurance/{id}: the owner's file, streamed from the
 * API's owner-only download with the session's token. Anyone else gets the API's 403 (another
 * provider) or this route's (a client); nobody signed out gets past requireAccount (→ /login).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  if (account.role !== "provider") throw new Response("Forbidden", { status: 403 });
  const { area, id = "" } = params;
  if (!isFileArea(area)) throw new Response("Not found", { status: 404 });
  const path = { params: { path: { id } }, parseAs: "stream" } as const;
  const { data, response } =
    area === "files"
      ? await api.GET("/v1/provider/credentials/files/{id}", path)
      : await api.GET("/v1/provider/insurance/files/{id}", path);
  if (!response.ok || !data) {
    // 400 (a malformed id) reads as not found; 401, 403 and 404 pass through as they are.
    const status = response.status === 400 ? 404 : response.status;
    throw new Response(status === 403 ? "Forbidden" : "Not found", { status });
  }
  // The site server adds nosniff and its CSP to every answer; this one is also sandboxed and unstored.
  const headers = new Headers({
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "no-store",
  });
  for (const name of PASSED_ON) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A download whatever happened upstream: never rendered as a page of this site.
  if (!headers.get("Content-Disposition")?.startsWith("attachment"))
    headers.set("Content-Disposition", "attachment");
  return new Response(data, { status: 200, headers });
}
