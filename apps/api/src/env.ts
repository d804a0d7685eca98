import { API_SERVICE, localOrigin, localPort, siteOrigins } from "@marketplace/region";
import { z } from "zod";

/** The environment, parsed once at boot; nothing else reads process.env for configuration. */
const envSchema = (source: Record<string, string | undefined>) =>
  z.object({
    PORT: z.coerce.number().int().min(1).max(65535).default(localPort(API_SERVICE, source)),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default(".data"),
    PUBLIC_URL: z.string().url().default(localOrigin(API_SERVICE, source)),
    /** Comma-separated browser origins allowed by CORS; defaults to the two sites' hosts (packages/region). */
    ALLOWED_ORIGINS: z
      .string()
      .default(siteOrigins(source).join(","))
      .transform((v) =>
        v
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_ON_START: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((v) => v === "1" || v === "true"),
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** 1 turns on the demo helpers (GET /dev/outbox) even in production builds. */
    DEMO_MODE: z.enum(["0", "1"]).default("0"),
    /** Outgoing mail server, e.g. smtps://user:pass@smtp.example:465; without it mail stays in the outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default("Tranquil <no-reply@tranquil.example>"),
  });

export type Env = z.infer<ReturnType<typeof envSchema>>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema(source).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
