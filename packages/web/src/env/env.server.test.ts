import { describe, expect, it } from "vitest";
import {
  connectOrigins,
  EnvError,
  imageOrigins,
  parseSiteEnv,
  REQUIRED_IN_PRODUCTION,
} from "./env.server.ts";

const SECRET = "x".repeat(32);
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: SECRET,
  API_URL: "https://api.tranquil.example",
  GLOBAL_HOST: "https://www.tranquil.example",
  NIGERIA_HOST: "https://ng.tranquil.example/",
};

function problems(source: Record<string, string | undefined>): string[] {
  try {
    parseSiteEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("the sites' environment", () => {
  it("refuses production without its variables and names every missing one", () => {
    const found = problems({ NODE_ENV: "production" });
    expect(found).toHaveLength(REQUIRED_IN_PRODUCTION.length);
    for (const name of REQUIRED_IN_PRODUCTION) {
      expect(found.some((p) => p.startsWith(`${name} is required in production`))).toBe(true);
    }
    // A blank value is as good as missing.
    expect(problems({ ...PRODUCTION, SESSION_SECRET: "" })).toEqual([
      "SESSION_SECRET is required in production (or set DEMO_MODE=1 for the local demo)",
    ]);
  });

  it("refuses a short secret and a host that is not an http(s) URL", () => {
    expect(problems({ ...PRODUCTION, SESSION_SECRET: "too-short" })).toEqual([
      "SESSION_SECRET must be at least 32 characters",
    ]);
    expect(problems({ ...PRODUCTION, GLOBAL_HOST: "javascript:alert(1)" })[0]).toMatch(
      /^GLOBAL_HOST must be/,
    );
    expect(problems({ ...PRODUCTION, DEMO_MODE: "yes" })[0]).toMatch(/^DEMO_MODE must be 1 or 0/);
    // Every problem at once, so one restart fixes them all.
    expect(problems({ NODE_ENV: "production", SESSION_SECRET: "short" })).toHaveLength(4);
  });

  it("accepts a complete production environment, trusting no proxy unless told", () => {
    const env = parseSiteEnv(PRODUCTION);
    expect(env).toMatchObject({
      NODE_ENV: "production",
      DEMO_MODE: false,
      SESSION_SECRET: SECRET,
      NIGERIA_HOST: "https://ng.tranquil.example",
      TRUSTED_PROXIES: [],
    });
    expect(parseSiteEnv({ ...PRODUCTION, TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.1" }).TRUSTED_PROXIES).toEqual(
      ["10.0.0.0/8", "192.0.2.1"],
    );
  });

  it("accepts the demo mode with local hosts, the given secret and loopback proxies", () => {
    const env = parseSiteEnv({
      NODE_ENV: "production",
      DEMO_MODE: "1",
      SESSION_SECRET: SECRET,
      PORT_OFFSET: "100",
    });
    expect(env).toMatchObject({
      DEMO_MODE: true,
      API_URL: "http://localhost:4100",
      GLOBAL_HOST: "http://localhost:3100",
      NIGERIA_HOST: "http://localhost:3101",
      SESSION_SECRET: SECRET,
      TRUSTED_PROXIES: ["loopback"],
    });
  });

  it("keeps the developer tools off unless DEV_TOOLS=1, and refuses them in production", () => {
    expect(parseSiteEnv({}).DEV_TOOLS).toBe(false);
    expect(parseSiteEnv({ NODE_ENV: "production", DEMO_MODE: "1", DEV_TOOLS: "1" }).DEV_TOOLS).toBe(true);
    expect(problems({ ...PRODUCTION, DEV_TOOLS: "1" })).toEqual([
      "DEV_TOOLS is refused in production: /dev/mail shows every email, reset links included",
    ]);
  });

  it("reads the blog from the API's content path unless CONTENT_API_URL names a Strapi", () => {
    expect(parseSiteEnv(PRODUCTION).CONTENT_API_URL).toBe("https://api.tranquil.example/content/api");
    expect(
      parseSiteEnv({ ...PRODUCTION, CONTENT_API_URL: "https://cms.tranquil.example/api/" }).CONTENT_API_URL,
    ).toBe("https://cms.tranquil.example/api");
    expect(parseSiteEnv(PRODUCTION).CONTENT_MEDIA_ORIGIN).toBe("https://api.tranquil.example");
    expect(
      parseSiteEnv({ ...PRODUCTION, CONTENT_API_URL: "https://cms.tranquil.example/api" })
        .CONTENT_MEDIA_ORIGIN,
    ).toBe("https://cms.tranquil.example");
    expect(problems({ ...PRODUCTION, CONTENT_API_URL: "ftp://cms" })[0]).toMatch(/^CONTENT_API_URL must be/);
  });

  it("lets images load from the API's bucket only when FILE_STORE_ORIGIN names it", () => {
    expect(imageOrigins(parseSiteEnv(PRODUCTION))).toEqual(["https://api.tranquil.example"]);
    expect(
      imageOrigins(
        parseSiteEnv({ ...PRODUCTION, FILE_STORE_ORIGIN: "https://files.tranquil.example/ignored-path" }),
      ),
    ).toEqual(["https://api.tranquil.example", "https://files.tranquil.example"]);
    expect(problems({ ...PRODUCTION, FILE_STORE_ORIGIN: "files" })[0]).toMatch(/^FILE_STORE_ORIGIN must be/);
  });

  it("lets pages reach the session rooms' LiveKit server only when LIVEKIT_URL names one", () => {
    expect(connectOrigins(parseSiteEnv(PRODUCTION))).toEqual([]);
    expect(
      connectOrigins(parseSiteEnv({ ...PRODUCTION, LIVEKIT_URL: "wss://sfu.tranquil.example/" })),
    ).toEqual(["wss://sfu.tranquil.example", "https://sfu.tranquil.example"]);
    expect(connectOrigins(parseSiteEnv({ ...PRODUCTION, LIVEKIT_URL: "http://127.0.0.1:7880" }))).toEqual([
      "ws://127.0.0.1:7880",
      "http://127.0.0.1:7880",
    ]);
    expect(() => parseSiteEnv({ ...PRODUCTION, LIVEKIT_URL: "ftp://sfu.tranquil.example" })).toThrow(
      EnvError,
    );
  });

  it("has no public fallback secret: development gets a random one per process", () => {
    const a = parseSiteEnv({ NODE_ENV: "development" }).SESSION_SECRET;
    expect(a).not.toBe("dev-only-session-secret-change-me");
    expect(a.length).toBeGreaterThanOrEqual(32);
    // Stable within the process (the server bundle and the Remix build share it)...
    expect(parseSiteEnv({}).SESSION_SECRET).toBe(a);
  });
});
