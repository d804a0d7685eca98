import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PinoLogger } from "hono-pino";
import type { TrustProxy } from "../auth/client-address.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import type { LiveBus } from "../live/live-bus.ts";
import type { PaymentGateways } from "../payments/gateways/gateways.ts";

export interface AppDeps {
  db: Db;
  /** Absolute base URL the API is reached at, used to build file URLs. */
  publicUrl: string;
  /** Folder holding uploaded and generated files (avatars, attachments). */
  uploadsDir: string;
  /** Folder of private files (credentials, insurance): outside uploadsDir, never served statically. */
  privateDir: string;
  /** The sites' origins: CORS and the only hosts an emailed link may point at. */
  siteOrigins: string[];
  /** Starts delivering the outbox after a request wrote to it (a no-op without SMTP). */
  mail: { wake: () => void };
  /** Demo deployment or development: developer tools (such as the email outbox) may be mounted. */
  devTools: boolean;
  /** Which proxies' X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustProxy: TrustProxy;
  /** The time now: booking holds and windows read it, so tests can move it. */
  clock: () => Date;
  /** The payment gateways by currency and by name (PAYMENT_GATEWAY_NGN, PAYMENT_GATEWAY_GLOBAL). */
  payments: PaymentGateways;
  /** Signs expiring file links (message attachments); every API process must share it. */
  linkSecret: string;
  /** This process's live-event fan-out to open streams (GET /v1/stream). */
  live: LiveBus;
}

export interface AppEnv {
  Variables: {
    logger: PinoLogger;
    deps: AppDeps;
    /** Set by the authenticate middleware when a valid bearer token came with the request. */
    auth?: { user: SessionUser; sessionId: string };
    /** The visitor's address once worked out (auth/client-address.ts). */
    clientAddress?: string;
  };
}

export type App = OpenAPIHono<AppEnv>;
