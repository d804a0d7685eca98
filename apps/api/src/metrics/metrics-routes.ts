import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../http/index.ts";
import { localCallerOnly } from "../http/index.ts";
import type { Metrics } from "./metrics.ts";

/**
 * Times every request into `http_request_duration_seconds`, labelled with the route's template
 * (`/v1/booking/:id`): the last matched handler that is not a middleware. A request no route matched
 * is `unmatched`, so neither ids nor a scanner's made-up paths become label values.
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const end = metrics.requestDuration.startTimer();
    try {
      await next();
    } finally {
      const handler = matchedRoutes(c).findLast((route) => route.method !== "ALL");
      end({ method: c.req.method, route: handler?.path ?? "unmatched", status: String(c.res.status) });
    }
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics in Prometheus' text format, never to the internet: with METRICS_TOKEN set, only to a
 * scraper sending `Authorization: Bearer <token>`; without it, only to this machine (the rule of the
 * developer tools, http/local-only.ts). Anyone else gets the 404 of a route that does not exist.
 * Decision 053.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  const router = new Hono<AppEnv>();
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  const guard: MiddlewareHandler<AppEnv> = expected
    ? async (c, next) => {
        const given = digest(c.req.header("authorization") ?? "");
        if (!timingSafeEqual(given, expected)) {
          return c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404);
        }
        await next();
      }
    : localCallerOnly;
  router.get("/metrics", guard, async (c) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  });
  return router;
}
