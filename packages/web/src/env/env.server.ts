import { apiOrigin, REGIONS, siteHost, siteHosts } from "@marketplace/region";
import { z } from "zod";

/** The sites' environment, parsed once at boot. Only `publicEnv` may reach the browser. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  // Defaults derive from packages/region (local ports, moved together by PORT_OFFSET).
  API_URL: z.string().url().default(apiOrigin(process.env)),
  GLOBAL_HOST: z.string().url().default(siteHost(REGIONS.global, process.env)),
  NIGERIA_HOST: z.string().url().default(siteHost(REGIONS.nigeria, process.env)),
  SESSION_SECRET: z.string().min(16).default("dev-only-session-secret-change-me"),
  /** Set when the sites are served over HTTPS (cookies then get the Secure flag). */
  SECURE_COOKIES: z.enum(["0", "1"]).default("0"),
  /** 1 keeps the demo helpers (the /dev/mail page) in a production build. */
  DEMO_MODE: z.enum(["0", "1"]).default("0"),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(
    `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
  );
}
export const env = parsed.data;

export const hosts = siteHosts(env);

/** Development helpers (the /dev/mail page) exist in development and in demo mode only. */
export const devTools = env.NODE_ENV !== "production" || env.DEMO_MODE === "1";
