import { existsSync, readdirSync } from "node:fs";
import { isIP } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type RequestHandler,
} from "express";
import onHeaders from "on-headers";
import { bodyLimitFor, FORM_BODY_LIMIT } from "./body-limits.ts";
import { assignNonce, securityHeaders } from "./security-headers.ts";
import {
  createSiteMetrics,
  metricsReader,
  probeApi,
  ROUTE_LABEL,
  type SiteMetrics,
  timeRequests,
  UNMATCHED,
} from "./site-observability.ts";
import "./site-load-context.ts";

/** Renders a request with Remix (createRequestHandler(build) in production, a stand-in in tests). */
export type RemixHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface SiteAppOptions {
  /** The site's public origin (GLOBAL_HOST / NIGERIA_HOST): request URLs and the origin check use it. */
  publicOrigin: string;
  /** Proxies whose X-Forwarded-* headers are believed (proxy-addr syntax: addresses, CIDRs, "loopback"). */
  trustedProxies: string[];
  /** Origins images may come from besides this one (the API serves avatars). */
  imageOrigins: string[];
  /** Origins a form post may end at besides this one (the payment checkouts). */
  checkoutOrigins?: string[];
  /** Where pages may connect besides this site (the session rooms' LiveKit server). */
  connectOrigins?: string[];
  production: boolean;
  /** The Remix build's client folder (build/client). */
  clientDir: string;
  remix: RemixHandler;
  /** Whether the server is stopping (start-site.ts sets it on SIGTERM): /readyz answers 503 first. */
  draining?: () => boolean;
  /** The API's /readyz: the site's /readyz reports it, without depending on it (decision 053). */
  apiReadyUrl?: string;
  /** Prometheus metrics served at /metrics; a registry of this app's own by default. */
  metrics?: SiteMetrics;
  /** METRICS_TOKEN: /metrics answers its bearer; without it only this machine. */
  metricsToken?: string;
  /** The Remix route id that renders a path: the request metrics' route label. */
  routeOf?: (pathname: string) => string | undefined;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Replaced by the one address the server computed (see the Remix handler below). */
const FORWARDING_HEADERS = new Set(["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"]);
const SESSION_COOKIE = /(?:^|;\s*)__session=/;

/** Headers a proxy adds for the visitor it relays. */
const RELAYED_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;
const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/**
 * This machine asked: the socket's peer is loopback and no proxy relayed the request (a proxy on this
 * machine would make every visitor look local, so any relayed-address header disqualifies).
 */
function fromThisMachine(req: ExpressRequest): boolean {
  const peer = plainAddress(req.socket.remoteAddress);
  return (
    peer !== undefined && LOOPBACK.test(peer) && RELAYED_HEADERS.every((name) => req.get(name) === undefined)
  );
}

/** The visitor's address without the IPv4-in-IPv6 prefix Node reports for IPv4 peers. */
function plainAddress(address: string | undefined): string | undefined {
  const value = address?.startsWith("::ffff:") ? address.slice(7) : address;
  return value && isIP(value) ? value : undefined;
}

/**
 * Writes a response's body to the visitor, and cancels the body when the visitor's connection closes
 * first: a stream relayed from the API (the live events) then closes its upstream connection at once.
 * Remix's own writer (writeReadableStreamToWritable) kept reading a body after the connection had
 * gone, and a loader's `request.signal` cannot be relied on to say so: Remix hands the loader a copy
 * of the request (`new Request(url, { signal })`), whose signal follows the original through a link
 * the garbage collector may drop once the loader has returned. After a collection the reloaded
 * page's stream was never let go, and ten of them locked the account out (decision 056).
 */
export async function writeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader();
  const gone = () => {
    if (!res.writableFinished) reader.cancel().catch(() => {});
  };
  res.on("close", gone);
  // Gone before the answer began: nothing will say so again.
  if (res.destroyed) gone();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        res.end();
        break;
      }
      res.write(value);
      // The compression middleware's flush, so each event leaves at once.
      (res as ExpressResponse & { flush?: () => void }).flush?.();
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
    throw error;
  } finally {
    res.off("close", gone);
  }
}

/**
 * The Express app of one regional site: static assets, security headers, the origin check and body
 * limits, then Remix. Every rule that protects the site runs here, before any route module.
 */
export function createSiteApp(options: SiteAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Express hands the list to proxy-addr: req.ip, req.protocol and req.hostname then believe
  // X-Forwarded-For/-Proto/-Host only from these peers. A malformed entry throws here, at boot.
  app.set("trust proxy", options.trustedProxies);
  const trustProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const hsts = options.production && options.publicOrigin.startsWith("https:");
  const metrics = options.metrics ?? createSiteMetrics();
  app.use(timeRequests(metrics));

  app.use(
    assignNonce,
    securityHeaders({
      imageOrigins: options.imageOrigins,
      checkoutOrigins: options.checkoutOrigins ?? [],
      connectOrigins: options.connectOrigins ?? [],
      hsts,
    }),
  );
  app.use(compression());

  // Probes and metrics (decision 053). /livez: the process answers. /readyz: this server should get
  // traffic, i.e. it is not draining after SIGTERM; the API's readiness is reported, not required
  // (every site shares the API: failing them all would swap the site's own error page for a balancer's).
  const canReadMetrics = metricsReader(options.metricsToken, fromThisMachine);
  const draining = options.draining ?? (() => false);
  app.get("/livez", (_req, res) => {
    res.locals[ROUTE_LABEL] = "/livez";
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.locals[ROUTE_LABEL] = "/readyz";
    const isDraining = draining();
    const api = options.apiReadyUrl ? await probeApi(options.apiReadyUrl) : undefined;
    res
      .status(isDraining ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json({ status: isDraining ? "not ready" : "ready", draining: isDraining, ...(api ? { api } : {}) });
  });
  app.get("/metrics", async (req, res, next) => {
    // Anyone else gets the site's page for a path that does not exist.
    if (!canReadMetrics(req)) return next();
    res.locals[ROUTE_LABEL] = "/metrics";
    res
      .set("Content-Type", metrics.registry.contentType)
      .set("Cache-Control", "no-store")
      .send(await metrics.registry.metrics());
  });

  // Hashed build files never change: cache them for a year. Other public files for an hour.
  app.use("/assets", (_req, res, next) => {
    res.locals[ROUTE_LABEL] = "/assets";
    next();
  });
  app.use(
    "/assets",
    express.static(`${options.clientDir}/assets`, {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      index: false,
    }),
  );
  // Other build files by name, listed once at boot: express.static asked the disk about every page
  // request first (a stat per /providers render, measured at a twentieth of its CPU).
  const rootFiles = express.static(options.clientDir, { maxAge: 60 * 60 * 1000, index: false });
  const topLevel = new Set(existsSync(options.clientDir) ? readdirSync(options.clientDir) : []);
  app.use((req, res, next) => {
    if (!topLevel.has(req.path.split("/")[1] ?? "")) return next();
    res.locals[ROUTE_LABEL] = "static";
    rootFiles(req, res, next);
  });

  // A signed-in person's pages and data, and any response that sets a cookie, are never stored by a
  // browser or a shared cache. Public pages keep whatever caching their route chose. A route's
  // no-transform stays: the live stream's, which tells compression (and proxies) to pass each event
  // through as it is written rather than gzip it.
  const personal: RequestHandler = (req, res, next) => {
    const signedIn = SESSION_COOKIE.test(req.get("cookie") ?? "");
    onHeaders(res, () => {
      if (signedIn || res.getHeader("set-cookie") !== undefined) {
        const noTransform = /\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? ""));
        res.setHeader("Cache-Control", noTransform ? "no-store, no-transform" : "no-store");
      }
    });
    next();
  };
  app.use(personal);

  /** The origin a browser would show for this request, believing forwarded headers only from trusted proxies. */
  const requestOrigin = (req: ExpressRequest) => {
    const forwardedHost = trustProxy(req.socket.remoteAddress, 0)
      ? req.get("x-forwarded-host")?.split(",")[0]?.trim()
      : undefined;
    return `${req.protocol}://${forwardedHost || req.get("host")}`;
  };

  // Cross-site mutations stop here with 403, before Remix (whose own check answers 500).
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const allowed =
      origin === undefined
        ? req.get("sec-fetch-site") !== "cross-site"
        : origin === options.publicOrigin || origin === requestOrigin(req);
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
  app.use(sameOrigin);

  // Bodies are read here, up to the path's limit, whether announced by Content-Length or streamed.
  // A page that uploads files (a limit above the forms') still answers an oversized upload itself:
  // Remix renders the page with its form's error (`bodyTooLarge`, no body), with or without
  // JavaScript, instead of a bare 413 the browser shows as text or the app as its error page.
  const limitedBody: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const limit = bodyLimitFor(req.path);
    return express.raw({ type: () => true, limit, inflate: false })(req, res, (error?: unknown) => {
      const status = (error as { status?: unknown } | undefined)?.status;
      if (status !== 413 || limit <= FORM_BODY_LIMIT) return next(error);
      req.body = undefined;
      res.locals.bodyTooLarge = true;
      // The rest of an oversized body is not read: the connection closes after the answer.
      res.set("Connection", "close");
      next();
    });
  };
  app.use(limitedBody);

  app.all("*", async (req, res, next) => {
    res.locals[ROUTE_LABEL] = options.routeOf?.(req.path) ?? UNMATCHED;
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || FORWARDING_HEADERS.has(name)) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      // Exactly one address reaches the loaders (and from them the API): the visitor's.
      const visitor = plainAddress(req.ip);
      if (visitor) headers.set("x-forwarded-for", visitor);
      // The origin check above has passed: Remix's own check compares Origin with Host.
      const origin = req.get("origin");
      headers.set("host", new URL(origin && origin !== "null" ? origin : options.publicOrigin).host);

      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const bodyTooLarge = res.locals.bodyTooLarge === true;
      if (bodyTooLarge) {
        // The body was not kept: nothing may claim one.
        headers.delete("content-length");
        headers.delete("content-type");
        headers.delete("transfer-encoding");
      }
      const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? new Uint8Array(req.body) : undefined;
      // Concatenated, not resolved: a path such as //evil.example stays a path on this origin.
      const request = new Request(`${options.publicOrigin}${req.originalUrl}`, {
        method: req.method,
        headers,
        body,
        signal: controller.signal,
      });
      const response = await options.remix(request, {
        cspNonce: res.locals.cspNonce as string,
        localPeer: fromThisMachine(req),
        ...(bodyTooLarge ? { bodyTooLarge } : {}),
      });
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (response.body) await writeBody(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  });

  const errors: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" && error.status >= 400 ? error.status : 500;
    if (status === 413) {
      // The rest of an oversized body is not read: close the connection instead of draining it.
      res.set("Connection", "close");
      return res.status(413).type("text/plain").send("Request body too large");
    }
    if (status < 500)
      return res
        .status(status)
        .type("text/plain")
        .send(error.expose ? error.message : "Bad request");
    console.error(error);
    res.status(500).type("text/plain").send("Something went wrong");
  };
  app.use(errors);
  return app;
}
