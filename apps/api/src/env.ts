import { API_SERVICE, localOrigin, localPort, siteOrigins } from "@marketplace/region";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { paymentEnvSchema, requireGatewayKeys } from "./payments/gateways/payment-env.ts";
import { mediaEnvObject, requireMediaPairs } from "./session-rooms/media/media-env.ts";
import { StartupError } from "./startup-error.ts";

const flag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");

const list = (v: string) =>
  v
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Production without DEMO_MODE: nothing may fall back to a localhost default, since a wrong public
 * URL or CORS list silently breaks links or opens the API to the wrong origins.
 */
const isStrictProduction = (source: Record<string, string | undefined>) =>
  source.NODE_ENV === "production" && !["1", "true"].includes(source.DEMO_MODE ?? "");

const requiredInProduction = (name: string, example: string) =>
  z
    .string({
      message: `${name} is required in production (for example ${example}); DEMO_MODE=1 allows the local default`,
    })
    .min(1, `${name} is required in production (for example ${example})`);

const linkSecret = z.string().min(32, "FILE_LINK_SECRET must be at least 32 characters");

/** The environment, parsed once at boot; nothing else reads process.env for configuration. */
const envSchema = (source: Record<string, string | undefined>) => {
  const strict = isStrictProduction(source);
  const base = z.object({
    PORT: z.coerce.number().int().min(1).max(65535).default(localPort(API_SERVICE, source)),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    /**
     * A streaming standby of DATABASE_URL: the reads that may lag (directory search, profiles, blog,
     * catalogue) go there; everything else stays on the primary (decision 052).
     */
    DATABASE_REPLICA_URL: z.string().url().optional(),
    /**
     * 1 = apply the migrations when the process starts. Off in production with DATABASE_URL, where
     * `pnpm db:migrate` is its own deploy step and an API whose schema is behind stays not-ready;
     * on elsewhere (PGlite: the API is the only process on its folder; `npm start`, e2e, development).
     */
    MIGRATE_ON_START: z
      .enum(["0", "1", "true", "false"])
      .default(source.NODE_ENV === "production" && source.DATABASE_URL ? "0" : "1")
      .transform((v) => v === "1" || v === "true"),
    DATA_DIR: z.string().default(".data"),
    PUBLIC_URL: strict
      ? requiredInProduction("PUBLIC_URL", "https://api.example.com").pipe(z.string().url())
      : z.string().url().default(localOrigin(API_SERVICE, source)),
    /** Comma-separated browser origins allowed by CORS; defaults to the two sites' hosts (packages/region). */
    ALLOWED_ORIGINS: (strict
      ? requiredInProduction("ALLOWED_ORIGINS", "https://www.example.com,https://ng.example.com")
      : z.string().default(siteOrigins(source).join(","))
    ).transform(list),
    /**
     * Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or proxy-addr's names such
     * as `loopback`): the sites' servers and the load balancer. Loopback by default where the sites
     * run on the same machine; nobody in production until the operator says who.
     */
    TRUSTED_PROXIES: z
      .string()
      .default(strict ? "" : "loopback")
      .transform(list)
      .superRefine((entries, ctx) => {
        for (const entry of entries) {
          try {
            proxyAddr.compile(entry);
          } catch {
            ctx.addIssue({
              code: "custom",
              message: `'${entry}' is not an IP address, a CIDR range or loopback`,
            });
          }
        }
      }),
    /**
     * After SIGTERM, how long the process keeps serving while /readyz answers 503, so a load balancer
     * or Kubernetes stops sending it traffic before it stops accepting (then in-flight requests drain).
     * 5 s in production (a few health-check intervals), none elsewhere.
     */
    READINESS_GRACE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(source.NODE_ENV === "production" ? 5_000 : 0),
    /**
     * GET /metrics (Prometheus) answers only a scraper sending `Authorization: Bearer <METRICS_TOKEN>`;
     * without it, only this machine (decision 053). Shared with the sites' servers.
     */
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    /**
     * Traces go over OTLP/HTTP to this collector (http://collector:4318); unset, no tracing code loads.
     * Read first by telemetry/preload.ts (`node --import`), checked here (decision 053).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_ON_START: flag,
    /** 1 = a demo deployment: demo accounts (published password) may be seeded. */
    DEMO_MODE: flag,
    /**
     * 1 = the developer helpers (GET /dev/outbox, POST /dev/booking/{id}/complete) are mounted, and even
     * then they answer only this machine (http/local-only.ts). Off unless set; refused in production
     * without DEMO_MODE.
     */
    DEV_TOOLS: flag,
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /**
     * What this process does (docs/decisions/050-job-queue.md): `http` serves requests, `worker` runs
     * background jobs, `all` both. Unset: `all` on PGlite (one process may open its folder), `http`
     * with DATABASE_URL (run `node dist/worker.js` beside it).
     */
    API_ROLE: z.enum(["all", "http", "worker"]).optional(),
    /** Outgoing mail server, e.g. smtps://user:pass@smtp.example:465; without it mail stays in the outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default("Tranquil <no-reply@tranquil.example>"),
    /** Signs expiring file links (message attachments); several API processes must share it. */
    // Required in production: a secret made at start would break every emailed unsubscribe link on restart.
    FILE_LINK_SECRET: strict
      ? requiredInProduction("FILE_LINK_SECRET", "32 random characters").pipe(linkSecret)
      : linkSecret.optional(),
    /**
     * Where uploads are kept: `local` (DATA_DIR/uploads and DATA_DIR/private) or `s3`, one bucket of
     * any S3-compatible store (AWS S3, R2, MinIO) with keys from the SDK's standard chain
     * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile or a role). Decision 051.
     */
    FILE_STORE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(1).optional(),
    /** The bucket's region; R2 takes `auto`. */
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** An S3-compatible service's endpoint (R2: https://ACCOUNT.r2.cloudflarestorage.com); AWS when unset. */
    S3_ENDPOINT: z.string().url().optional(),
    /**
     * The store's endpoint as browsers reach it, when S3_ENDPOINT is an internal name (compose's
     * http://minio:9000): presigned links to private files are signed for it. S3_ENDPOINT when unset.
     */
    S3_PUBLIC_ENDPOINT: z.string().url().optional(),
    /** 1 = path-style addresses (endpoint/bucket/key), as MinIO needs. */
    S3_FORCE_PATH_STYLE: flag,
  });
  // Payment gateways and their keys (payments/gateways/payment-env.ts); a chosen gateway needs its keys.
  // Session rooms' STUN/TURN or LiveKit (session-rooms/media/media-env.ts, decision 055).
  return base
    .extend(paymentEnvSchema(strict).shape)
    .extend(mediaEnvObject.shape)
    .superRefine(requireGatewayKeys)
    .superRefine(requireMediaPairs);
};

export type Env = z.infer<ReturnType<typeof envSchema>>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema(source).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new StartupError(`Invalid environment: ${problems}`);
  }
  if (parsed.data.FILE_STORE === "s3" && !parsed.data.S3_BUCKET) {
    throw new StartupError(
      "Invalid environment: S3_BUCKET: FILE_STORE=s3 needs the bucket's name in S3_BUCKET " +
        "(and S3_ENDPOINT for R2 or MinIO)",
    );
  }
  if (parsed.data.DEV_TOOLS && !allowsDemo(parsed.data)) {
    throw new StartupError(
      "Invalid environment: DEV_TOOLS: the developer tools read every email (reset links included); " +
        "they are refused in production without DEMO_MODE=1",
    );
  }
  return parsed.data;
}

/**
 * What `pnpm db:migrate` needs (DATABASE_URL, or PGlite under DATA_DIR): a deploy's migration step
 * runs without the API's other settings.
 */
export function parseDatabaseEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = z
    .object({ DATABASE_URL: z.string().url().optional(), DATA_DIR: z.string().default(".data") })
    .safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new StartupError(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/**
 * Demo data and developer tools (seeded demo accounts, the email outbox) are allowed in a demo
 * deployment and outside production; a real production deployment never has them. The tools are on
 * only with DEV_TOOLS=1 besides (devToolsOn).
 */
export function allowsDemo(env: Pick<Env, "DEMO_MODE" | "NODE_ENV">): boolean {
  return env.DEMO_MODE || env.NODE_ENV !== "production";
}

/** The developer helpers are mounted: asked for with DEV_TOOLS=1, where demo data is allowed. */
export function devToolsOn(env: Pick<Env, "DEV_TOOLS" | "DEMO_MODE" | "NODE_ENV">): boolean {
  return env.DEV_TOOLS && allowsDemo(env);
}
