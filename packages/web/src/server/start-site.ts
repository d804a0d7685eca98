import type { Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRegion, localPort, type RegionId } from "@marketplace/region";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Express } from "express";
import type { SiteEnv } from "../env/index.server.ts";
import { GATEWAY_CHECKOUT_ORIGINS } from "./security-headers.ts";
import { createSiteApp } from "./site-app.ts";
import { createSiteMetrics, remixRouteOf } from "./site-observability.ts";

/** How long a stopping server waits for requests in flight before it closes their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens, and on SIGTERM/SIGINT stops accepting, lets requests in flight finish (at most `graceMs`),
 * then resolves `closed`. Idle keep-alive connections are closed at once so they do not hold it up.
 */
export function listenGracefully(app: Express, port: number, graceMs = SHUTDOWN_GRACE_MS) {
  const server: Server = app.listen(port);
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= new Promise<void>((resolve) => {
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  // A response finishing while we close must not leave its keep-alive connection open.
  server.on("request", (_req, res) => {
    res.on("finish", () => {
      if (closing) server.closeIdleConnections();
    });
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return { server, listening, shutdown };
}

/**
 * What a stop signal does (decision 053): readiness fails at once (`markDraining`: /readyz answers 503),
 * the server keeps serving for `graceMs` so the load balancer stops sending traffic, then it stops
 * accepting and drains (`shutdown`). A second signal waits for the same stop.
 */
export function readinessFirst(markDraining: () => void, graceMs: number, shutdown: () => Promise<void>) {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      markDraining();
      if (graceMs > 0) await new Promise((done) => setTimeout(done, graceMs));
      await shutdown();
    })();
    return stopping;
  };
}

/**
 * Starts a regional site's production server from its app folder (apps/<region>/server.mjs calls
 * this). Refuses to start, naming the variables, when the environment is incomplete.
 */
export async function startSite(regionId: RegionId, appDir: string | URL) {
  const region = getRegion(regionId);
  let env: SiteEnv;
  let imageOrigins: (env: SiteEnv) => string[];
  let connectOrigins: (env: SiteEnv) => string[];
  try {
    // Imported here, not at the top: the module parses the environment as it loads.
    ({ env, imageOrigins, connectOrigins } = await import("../env/env.server.ts"));
  } catch (error) {
    if (!(error instanceof Error && error.name === "EnvError")) throw error;
    console.error(`✗ The ${region.id} site cannot start. ${error.message}`);
    process.exit(1);
  }
  const root = typeof appDir === "string" ? appDir : fileURLToPath(appDir);
  const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as ServerBuild;
  const remix = createRequestHandler(build, env.NODE_ENV === "production" ? "production" : "development");
  const publicOrigin = env[region.hostEnv];
  let draining = false;
  const app = createSiteApp({
    draining: () => draining,
    apiReadyUrl: new URL("/readyz", env.API_URL).href,
    metrics: createSiteMetrics({ processMetrics: true }),
    metricsToken: env.METRICS_TOKEN,
    routeOf: remixRouteOf(build.routes),
    publicOrigin,
    trustedProxies: env.TRUSTED_PROXIES,
    imageOrigins: imageOrigins(env),
    connectOrigins: connectOrigins(env),
    // The sandbox checkout is the API's own page; the real gateways' are theirs.
    checkoutOrigins: [env.API_PUBLIC_URL, ...GATEWAY_CHECKOUT_ORIGINS],
    production: env.NODE_ENV === "production",
    clientDir: join(root, "build/client"),
    remix,
  });
  const port = Number(process.env.PORT) || localPort(region, process.env);
  const { listening, shutdown } = listenGracefully(app, port);
  await listening;
  console.log(
    `${region.id} site listening on port ${port}, public at ${publicOrigin}${env.DEMO_MODE ? " (demo mode)" : ""}`,
  );
  const stop = readinessFirst(
    () => {
      draining = true;
    },
    env.READINESS_GRACE_MS,
    shutdown,
  );
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      if (env.READINESS_GRACE_MS > 0) {
        console.log(`${signal}: not ready; still serving for ${env.READINESS_GRACE_MS} ms`);
      }
      stop().then(() => process.exit(0));
    });
  }
}
