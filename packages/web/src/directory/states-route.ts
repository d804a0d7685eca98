import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "../api/index.server.ts";
import { statesOf } from "./filter-lists.server.ts";

/**
 * GET /providers/states?country=NG — a country's states for the filter panel, when a visitor with
 * JavaScript picks exactly one country before applying (without JavaScript the page's own loader
 * lists them once the country is applied). Public and cacheable like the list it repeats.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("country") ?? "";
  if (!/^[A-Za-z]{2}$/.test(code)) {
    return json({ message: "country must be a two-letter code, such as NG or GB" }, { status: 400 });
  }
  try {
    const states = await statesOf(await apiFor(request), code.toUpperCase());
    return json({ states }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch {
    return json({ message: "States could not be loaded" }, { status: 503 });
  }
}
