import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * A site's probes and Prometheus metrics (decision 053): /livez, /readyz and /metrics, and the
 * request-duration histogram labelled with the Remix route's id (`routes/providers.$id`), never the path.
 */
export interface SiteMetrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status">;
}

export function createSiteMetrics(options: { processMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route template (the Remix route id) and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, requestDuration };
}

/** The label a request gets when nothing set one: no route matched it. */
export const UNMATCHED = "unmatched";

/** Where each request's route label is kept until the response finishes (`res.locals`). */
export const ROUTE_LABEL = "metricsRoute";

/** Times each request into the histogram with the label a later handler put in `res.locals`. */
export function timeRequests(metrics: SiteMetrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.requestDuration.startTimer();
    res.on("finish", () => {
      const route = typeof res.locals[ROUTE_LABEL] === "string" ? res.locals[ROUTE_LABEL] : UNMATCHED;
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

/**
 * The Remix route that renders a path: the deepest match's id (`routes/providers.$id`), or undefined.
 * Built once from the server build's flat route table.
 */
export function remixRouteOf(routes: ServerBuild["routes"]): (pathname: string) => string | undefined {
  const byParent = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const root = tree(undefined);
  return (pathname) => matchRoutes(root, pathname)?.at(-1)?.route.id;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, the bearer of `Authorization: Bearer <token>`; without
 * it, only this machine (`fromThisMachine`, the rule of /dev/mail). The API applies the same rule.
 */
export function metricsReader(
  token: string | undefined,
  fromThisMachine: (req: ExpressRequest) => boolean,
): (req: ExpressRequest) => boolean {
  if (!token) return fromThisMachine;
  const expected = digest(`Bearer ${token}`);
  return (req) => timingSafeEqual(digest(req.get("authorization") ?? ""), expected);
}

/** How long /readyz waits for the API's /readyz before calling it unreachable. */
export const API_PROBE_TIMEOUT_MS = 1_000;

/** The API's readiness as the site sees it; reported by /readyz, not required by it (decision 053). */
export async function probeApi(apiReadyUrl: string): Promise<"ready" | "not ready" | "unreachable"> {
  try {
    const res = await fetch(apiReadyUrl, { signal: AbortSignal.timeout(API_PROBE_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok ? "ready" : "not ready";
  } catch {
    return "unreachable";
  }
}
