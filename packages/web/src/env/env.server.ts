import { randomBytes } from "node:crypto";
import { apiOrigin, REGIONS, type Region, siteHost, siteHosts } from "@marketplace/region";
import { z } from "zod";

/**
 * The sites' environment, parsed once at boot (epic-stack style). Only `publicEnv`-like values derived
 * from it (hosts) may reach the browser; the secret never does.
 *
 * Production (NODE_ENV=production without DEMO_MODE=1) has no defaults for what must differ per
 * deployment: a missing variable stops the server with its name. Development and the local demo
 * (`npm start` sets DEMO_MODE=1) derive hosts and the API origin from packages/region.
 */

/** What production refuses to start without. */
export const REQUIRED_IN_PRODUCTION = ["SESSION_SECRET", "API_URL", "GLOBAL_HOST", "NIGERIA_HOST"] as const;

export const SESSION_SECRET_MIN_LENGTH = 32;

type EnvSource = Record<string, string | undefined>;

const origin = z
  .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://www.example.com" })
  .transform((value) => new URL(value).origin);

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DEMO_MODE: z
    .enum(["0", "1"], { message: "must be 1 or 0" })
    .default("0")
    .transform((v) => v === "1"),
  /** 1 = the developer tools (/dev/mail) are on, for this machine's requests only; refused in production. */
  DEV_TOOLS: z
    .enum(["0", "1"], { message: "must be 1 or 0" })
    .default("0")
    .transform((v) => v === "1"),
  API_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  /**
   * The blog's content service: Strapi v5's REST API root (a real Strapi's `https://cms.example.com/api`).
   * Default: the API's own content path, `{API_URL}/content/api`.
   */
  CONTENT_API_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  /** The API as browsers reach it, when it differs from API_URL (avatars are served from there). */
  API_PUBLIC_URL: origin.optional(),
  /**
   * The API's bucket as browsers reach it (FILE_STORE=s3, decision 051): a message's image redirects
   * there through a presigned link, so the CSP allows images from it.
   */
  FILE_STORE_ORIGIN: origin.optional(),
  /**
   * The LiveKit server the API's session rooms use (decision 055), when the API sets LIVEKIT_URL: the
   * same value here lets the room's page reach it (the CSP's connect-src). Unset: rooms are peer to peer.
   */
  LIVEKIT_URL: z.url({ protocol: /^(wss?|https?)$/, message: "must be a ws(s) or http(s) URL" }).optional(),
  GLOBAL_HOST: origin.optional(),
  NIGERIA_HOST: origin.optional(),
  SESSION_SECRET: z
    .string()
    .min(SESSION_SECRET_MIN_LENGTH, `must be at least ${SESSION_SECRET_MIN_LENGTH} characters`)
    .optional(),
  /** Comma-separated addresses or CIDRs whose X-Forwarded-* headers are believed (e.g. the load balancer). */
  TRUSTED_PROXIES: z.string().optional(),
  /** /metrics answers `Authorization: Bearer <METRICS_TOKEN>`; unset, only this machine (decision 053). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Traces go over OTLP/HTTP here; unset, no tracing code loads (server/telemetry.ts, decision 053). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  /** After SIGTERM, how long the site keeps serving while /readyz answers 503 (5 s in production). */
  READINESS_GRACE_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds" })
    .int()
    .min(0)
    .max(60_000)
    .optional(),
});

export interface SiteEnv {
  NODE_ENV: "development" | "test" | "production";
  /** The one-command local demo: production build, local hosts, seeded accounts. */
  DEMO_MODE: boolean;
  /** The developer tools (/dev/mail) asked for; never with a strict production. */
  DEV_TOOLS: boolean;
  API_URL: string;
  /** Strapi v5's REST API root of the blog's content (no trailing slash). */
  CONTENT_API_URL: string;
  /**
   * Where browsers load the content's relative media URLs (`/uploads/…`) from: the API's public origin
   * for the API's own content service, else the content service's origin.
   */
  CONTENT_MEDIA_ORIGIN: string;
  /** The API's origin as browsers see it (images); defaults to API_URL's. */
  API_PUBLIC_URL: string;
  /** The API's bucket's origin (FILE_STORE=s3): images may load from it; absent with local files. */
  FILE_STORE_ORIGIN?: string;
  /** The session rooms' LiveKit server, when the deployment has one. */
  LIVEKIT_URL?: string;
  GLOBAL_HOST: string;
  NIGERIA_HOST: string;
  SESSION_SECRET: string;
  /** Proxy addresses/CIDRs (proxy-addr syntax, "loopback" allowed); empty: trust no one. */
  TRUSTED_PROXIES: string[];
  /** The bearer token /metrics asks for; unset, /metrics answers this machine only. */
  METRICS_TOKEN?: string;
  /** After SIGTERM, milliseconds of serving with /readyz failing before the server drains. */
  READINESS_GRACE_MS: number;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * One random secret per process when none is configured outside production: sessions then last as
 * long as the process. Kept on globalThis so the server bundle and the Remix build (two copies of this
 * module in one process) and dev-server reloads agree on it.
 */
const DEV_SECRET = Symbol.for("marketplace.dev-session-secret");
function devSecret(): string {
  const holder = globalThis as { [DEV_SECRET]?: string };
  holder[DEV_SECRET] ??= randomBytes(32).toString("base64url");
  return holder[DEV_SECRET];
}

/** Parses an environment; throws an EnvError naming every missing or invalid variable. */
export function parseSiteEnv(source: EnvSource): SiteEnv {
  // An empty value counts as unset (a blank line in an .env file must not satisfy a requirement).
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  const strict = present.NODE_ENV === "production" && present.DEMO_MODE !== "1";
  if (strict) {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (present[name] === undefined) {
        problems.push(`${name} is required in production (or set DEMO_MODE=1 for the local demo)`);
      }
    }
  }
  if (strict && present.DEV_TOOLS === "1") {
    problems.push("DEV_TOOLS is refused in production: /dev/mail shows every email, reset links included");
  }
  if (!parsed.success || problems.length > 0) throw new EnvError(problems);
  const data = parsed.data;
  const apiUrl = data.API_URL ?? apiOrigin(present);
  const apiPublic = data.API_PUBLIC_URL ?? new URL(apiUrl).origin;
  const contentUrl = (data.CONTENT_API_URL ?? `${apiUrl.replace(/\/+$/, "")}/content/api`).replace(
    /\/+$/,
    "",
  );
  const proxies = data.TRUSTED_PROXIES?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    NODE_ENV: data.NODE_ENV,
    DEMO_MODE: data.DEMO_MODE,
    DEV_TOOLS: data.DEV_TOOLS,
    API_URL: apiUrl,
    CONTENT_API_URL: contentUrl,
    CONTENT_MEDIA_ORIGIN:
      new URL(contentUrl).origin === new URL(apiUrl).origin ? apiPublic : new URL(contentUrl).origin,
    API_PUBLIC_URL: apiPublic,
    ...(data.FILE_STORE_ORIGIN ? { FILE_STORE_ORIGIN: data.FILE_STORE_ORIGIN } : {}),
    ...(data.LIVEKIT_URL ? { LIVEKIT_URL: data.LIVEKIT_URL } : {}),
    GLOBAL_HOST: data.GLOBAL_HOST ?? siteHost(REGIONS.global, present),
    NIGERIA_HOST: data.NIGERIA_HOST ?? siteHost(REGIONS.nigeria, present),
    SESSION_SECRET: data.SESSION_SECRET ?? devSecret(),
    // Production trusts no proxy unless told; the demo and development trust this machine only.
    TRUSTED_PROXIES: proxies ?? (strict ? [] : ["loopback"]),
    ...(data.METRICS_TOKEN ? { METRICS_TOKEN: data.METRICS_TOKEN } : {}),
    READINESS_GRACE_MS: data.READINESS_GRACE_MS ?? (data.NODE_ENV === "production" ? 5_000 : 0),
  };
}

/**
 * Where the sites' pages may load images from (the CSP's img-src besides their own): the API's public
 * origin (avatars), the blog's media, and the API's bucket when messages' images redirect there.
 */
export function imageOrigins(
  env: Pick<SiteEnv, "API_PUBLIC_URL" | "CONTENT_MEDIA_ORIGIN" | "FILE_STORE_ORIGIN">,
): string[] {
  const origins = [env.API_PUBLIC_URL, env.CONTENT_MEDIA_ORIGIN];
  if (env.FILE_STORE_ORIGIN) origins.push(env.FILE_STORE_ORIGIN);
  return [...new Set(origins)];
}

/**
 * Where the sites' pages may connect besides their own origin (the CSP's connect-src): the session
 * rooms' LiveKit server, over its WebSocket (wss:) and the HTTPS its client checks a failed join with.
 */
export function connectOrigins(env: Pick<SiteEnv, "LIVEKIT_URL">): string[] {
  if (!env.LIVEKIT_URL) return [];
  const url = new URL(env.LIVEKIT_URL);
  const secure = url.protocol === "wss:" || url.protocol === "https:";
  return [`${secure ? "wss" : "ws"}://${url.host}`, `${secure ? "https" : "http"}://${url.host}`];
}

export const env = parseSiteEnv(process.env);

/** Every site's public origin by locale (canonical and alternate links). */
export const hosts = siteHosts({ GLOBAL_HOST: env.GLOBAL_HOST, NIGERIA_HOST: env.NIGERIA_HOST });

/** The public origin of a region's site (GLOBAL_HOST / NIGERIA_HOST, or the local one). */
export function publicOrigin(region: Region): string {
  return new URL(hosts[region.locale]).origin;
}

/** Cookies get the Secure flag when the site is served over HTTPS. */
export function servedOverHttps(region: Region): boolean {
  return publicOrigin(region).startsWith("https:");
}

/**
 * Development helpers (the /dev/mail page) exist with DEV_TOOLS=1 only (which production without
 * DEMO_MODE refuses), and answer only this machine (dev/dev-tools.server.ts).
 */
export const devTools = env.DEV_TOOLS && (env.NODE_ENV !== "production" || env.DEMO_MODE);
