import { isUlid } from "@marketplace/domain/ids";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccount } from "../../dashboard/index.server.ts";
import { publicOrigin } from "../../env/index.server.ts";
import { region } from "../../env/index.ts";

/**
 * GET /booking/{id}/calendar.ics: a confirmed session as a calendar file, streamed from the API's
 * `GET /v1/booking/{id}/calendar.ics` with the session's token (only the booking's parties get it);
 * an online session's file links to its room on this site.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireAccount(request, context);
  const id = params.id ?? "";
  if (!isUlid(id)) throw new Response("Not found", { status: 404 });
  const { data, response } = await api.GET("/v1/booking/{id}/calendar.ics", {
    // An online session's room link points at this site (issue 30).
    params: { path: { id }, query: { site: publicOrigin(region) } },
    parseAs: "text",
  });
  if (!response.ok || data === undefined) {
    // Someone else's booking reads as not found; a session not confirmed (409/422) as it is.
    const status = [400, 403, 404].includes(response.status) ? 404 : response.status;
    throw new Response(status === 404 ? "Not found" : "This session cannot be added to a calendar", {
      status,
    });
  }
  return new Response(data, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition":
        response.headers.get("Content-Disposition") ?? `attachment; filename="session-${id}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
