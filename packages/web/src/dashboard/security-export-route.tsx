import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccount } from "./dashboard-session.server.ts";

/** GET /security/export: the API's GDPR export, passed through as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAccount(request, context);
  const { data, response } = await api.GET("/v1/me/export");
  if (!data) throw new Response("Export failed", { status: response.status });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition":
        response.headers.get("Content-Disposition") ?? 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
