import { z } from "zod";

/**
 * The session rooms' media settings (issue 30, decision 055): STUN and TURN for the peer-to-peer mesh,
 * or a LiveKit SFU. env.ts extends its schema with these; createMediaAdapter parses them on its own.
 */

const list = (v: string) =>
  v
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const iceUrls = (name: string, schemes: readonly string[]) =>
  z
    .string()
    .default("")
    .transform(list)
    .superRefine((urls, ctx) => {
      for (const url of urls) {
        const scheme = url.split(":")[0] ?? "";
        if (!schemes.includes(scheme) || url.length <= scheme.length + 1) {
          ctx.addIssue({
            code: "custom",
            message: `${name}: '${url}' is not a ${schemes.map((s) => `${s}:`).join(" or ")} address`,
          });
        }
      }
    });

/** TURN credentials last at most this long (seconds) by default: a session's window fits in it. */
export const DEFAULT_TURN_CREDENTIAL_TTL = 4 * 3_600;
/** ...and at least this long, so a credential handed out at a window's last minute can still allocate. */
export const MIN_CREDENTIAL_SECONDS = 60;

const optionalText = z.string().trim().min(1).optional();

export const mediaEnvObject = z.object({
  /** Comma-separated STUN servers (stun:stun.example.com:3478); none by default. */
  STUN_URLS: iceUrls("STUN_URLS", ["stun", "stuns"]),
  /** Comma-separated TURN servers (turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349). */
  TURN_URLS: iceUrls("TURN_URLS", ["turn", "turns"]),
  /** coturn's `static-auth-secret` (REST API scheme): TURN credentials are made from it, never stored. */
  TURN_SHARED_SECRET: z.string().min(16, "TURN_SHARED_SECRET must be at least 16 characters").optional(),
  /** The longest a TURN credential lives, in seconds; it ends with the room's window when that is sooner. */
  TURN_CREDENTIAL_TTL: z.coerce
    .number()
    .int()
    .min(MIN_CREDENTIAL_SECONDS)
    .max(24 * 3_600)
    .default(DEFAULT_TURN_CREDENTIAL_TTL),
  /** `relay`: browsers use TURN only (strict networks, and the relay-mode tests). */
  ICE_TRANSPORT_POLICY: z.enum(["all", "relay"]).default("all"),
  /** A LiveKit SFU (wss://livekit.example.com) with its API key and secret: all three, or none. */
  LIVEKIT_URL: z
    .string()
    .url()
    .refine((v) => /^(wss?|https?):$/.test(new URL(v).protocol), "LIVEKIT_URL must be a ws(s) or http(s) URL")
    .optional(),
  LIVEKIT_API_KEY: optionalText,
  LIVEKIT_API_SECRET: optionalText,
});

export type MediaEnv = z.infer<typeof mediaEnvObject>;

/** Settings that only make sense together. */
export function requireMediaPairs(env: MediaEnv, ctx: z.RefinementCtx): void {
  if (env.TURN_URLS.length > 0 && !env.TURN_SHARED_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["TURN_SHARED_SECRET"],
      message: "TURN_SHARED_SECRET is required with TURN_URLS (coturn's static-auth-secret)",
    });
  }
  if (env.ICE_TRANSPORT_POLICY === "relay" && env.TURN_URLS.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["ICE_TRANSPORT_POLICY"],
      message: "ICE_TRANSPORT_POLICY=relay needs TURN_URLS",
    });
  }
  const livekit = [env.LIVEKIT_URL, env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET];
  if (livekit.some(Boolean) && !livekit.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["LIVEKIT_URL"],
      message: "LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET go together: set all three or none",
    });
  }
}

export const mediaEnvSchema = mediaEnvObject.superRefine(requireMediaPairs);
