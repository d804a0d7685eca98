import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PinoLogger } from "hono-pino";
import type { TrustProxy } from "./client-address.ts";

/**
 * What the composition root hands every request (`c.var.deps`). This folder declares only what its
 * own middlewares read; the rest (database, gateways, live bus...) is declared beside the root that
 * builds it, in ../app-deps.ts, by interface merging, so http/ imports no feature
 * (docs/decisions/036-feature-boundaries.md).
 */
export interface AppDeps {
  /** Which proxies' X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustProxy: TrustProxy;
}

/** The request variables; the composition root adds the signed-in user (../app-deps.ts). */
export interface AppVariables {
  logger: PinoLogger;
  deps: AppDeps;
  /** The visitor's address once worked out (client-address.ts). */
  clientAddress?: string;
}

export interface AppEnv {
  Variables: AppVariables;
}

export type App = OpenAPIHono<AppEnv>;
