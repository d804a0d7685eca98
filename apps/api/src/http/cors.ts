import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-types.ts";

/**
 * CORS for the sites' origins, with credentials: hono/cors's headers, set after the route answered.
 * hono/cors sets its headers on `c.res` before the route runs and appends `Vary` with `c.header()`
 * afterwards; each time hono then rebuilds the route's answer around its body as a stream, which for
 * a 13 KB search page cost more CPU than the search's own code (docs/decisions/011-search-perf.md).
 * Preflights (OPTIONS) still go to hono/cors itself.
 */
export function siteCors(allowed: readonly string[]) {
  const preflight = cors({
    origin: (origin) => (allowed.includes(origin) ? origin : null),
    credentials: true,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    const origin = c.req.header("origin");
    await next();
    const headers = c.res.headers;
    if (origin && allowed.includes(origin)) headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Credentials", "true");
    // The answer differs per Origin: a shared cache must not hand one site's answer to another.
    headers.append("Vary", "Origin");
  });
}
