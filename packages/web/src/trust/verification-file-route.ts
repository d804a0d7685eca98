import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "../staff/index.server.ts";

const PASSED_ON = ["Content-Type", "Content-Length", "Content-Disposition"] as const;

/**
 * GET /staff/verifications/{kind}/{id}/file: a licence or insurance document for staff, streamed from
 * the API's staff download (which logs the read) with the staff session's token; always a download,
 * sandboxed and unstored, as the provider's own download route does.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const kind = params.kind === "insurance" ? "insurance" : params.kind === "license" ? "license" : null;
  if (!kind) throw new Response("Not found", { status: 404 });
  const { data, response } = await api.GET("/v1/staff/verifications/{kind}/{id}/file", {
    params: { path: { kind, id: params.id ?? "" } },
    parseAs: "stream",
  });
  if (!response.ok || !data) {
    const status = response.status === 400 ? 404 : response.status;
    throw new Response(status === 403 ? "Forbidden" : "Not found", { status });
  }
  const headers = new Headers({
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "no-store",
  });
  for (const name of PASSED_ON) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.get("Content-Disposition")?.startsWith("attachment"))
    headers.set("Content-Disposition", "attachment");
  return new Response(data, { status: 200, headers });
}
