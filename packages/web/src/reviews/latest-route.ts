import { json } from "@remix-run/node";
import { apiFor } from "../api/index.server.ts";

/**
 * GET /reviews/latest — the home page's carousel asks the API through here for the latest reviews
 * (`GET /v1/review?pageSize=10`). A failure answers an empty list with a 502 status: the section hides.
 */
export async function loader({ request }: { request: Request }) {
  try {
    const api = await apiFor(request);
    const { data, error } = await api.GET("/v1/review", { params: { query: { pageSize: 10 } } });
    if (!data) {
      console.error("latest reviews failed", error);
      return json({ data: [] }, { status: 502 });
    }
    return json(data, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    console.error("latest reviews failed", error);
    return json({ data: [] }, { status: 502 });
  }
}
