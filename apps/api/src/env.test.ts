import { describe, expect, it } from "vitest";
import { allowsDemo, devToolsOn, parseEnv } from "./env.ts";

const production = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://api.tranquil.example",
  ALLOWED_ORIGINS: "https://www.tranquil.example, https://ng.tranquil.example",
  PAYMENT_GATEWAY_NGN: "paystack",
  PAYMENT_GATEWAY_GLOBAL: "stripe",
  PAYSTACK_SECRET_KEY: "sk_live_paystack",
  STRIPE_SECRET_KEY: "sk_live_stripe",
  STRIPE_WEBHOOK_SECRET: "whsec_live",
  FILE_LINK_SECRET: "a-production-secret-of-32-chars-or-more",
};

describe("parseEnv", () => {
  it("falls back to the local hosts in development, trusting loopback proxies", () => {
    const env = parseEnv({ PORT_OFFSET: "500" });
    expect(env.PUBLIC_URL).toBe("http://localhost:4500");
    expect(env.ALLOWED_ORIGINS).toHaveLength(2);
    expect(env.TRUSTED_PROXIES).toEqual(["loopback"]);
    expect(env.DEMO_MODE).toBe(false);
    expect(allowsDemo(env)).toBe(true);
  });

  it("refuses to start in production without PUBLIC_URL and ALLOWED_ORIGINS, naming each", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /PUBLIC_URL: PUBLIC_URL is required in production.*ALLOWED_ORIGINS: ALLOWED_ORIGINS is required in production/,
    );
    expect(() => parseEnv({ ...production, PUBLIC_URL: "" })).toThrow(/PUBLIC_URL is required in production/);
    expect(() => parseEnv({ ...production, ALLOWED_ORIGINS: undefined })).toThrow(
      /^Invalid environment: ALLOWED_ORIGINS/,
    );
  });

  it("migrates on start except in production on PostgreSQL, where db:migrate is a deploy step", () => {
    const pg = { DATABASE_URL: "postgres://api@db.internal/tranquil" };
    expect(parseEnv({ ...production, ...pg }).MIGRATE_ON_START).toBe(false);
    expect(parseEnv({ ...production, ...pg, MIGRATE_ON_START: "1" }).MIGRATE_ON_START).toBe(true);
    expect(parseEnv(production).MIGRATE_ON_START).toBe(true);
    expect(parseEnv(pg).MIGRATE_ON_START).toBe(true);
  });

  it("refuses to start in production without a FILE_LINK_SECRET of 32 characters", () => {
    expect(() => parseEnv({ ...production, FILE_LINK_SECRET: undefined })).toThrow(
      /FILE_LINK_SECRET is required in production/,
    );
    expect(() => parseEnv({ ...production, FILE_LINK_SECRET: "short" })).toThrow(
      /FILE_LINK_SECRET must be at least 32 characters/,
    );
  });

  it("parses a full production environment: no demo, no trusted proxy unless named", () => {
    const env = parseEnv(production);
    expect(env.ALLOWED_ORIGINS).toEqual(["https://www.tranquil.example", "https://ng.tranquil.example"]);
    expect(env.TRUSTED_PROXIES).toEqual([]);
    expect(allowsDemo(env)).toBe(false);
    expect(parseEnv({ ...production, TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.4" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "192.0.2.4",
    ]);
  });

  it("keeps the local defaults for a demo deployment (DEMO_MODE=1)", () => {
    const env = parseEnv({ NODE_ENV: "production", DEMO_MODE: "1" });
    expect(env.DEMO_MODE).toBe(true);
    expect(env.PUBLIC_URL).toMatch(/^http:\/\/localhost:\d+$/);
    expect(env.TRUSTED_PROXIES).toEqual(["loopback"]);
    expect(allowsDemo(env)).toBe(true);
  });

  it("keeps the developer tools off unless DEV_TOOLS=1, and refuses them in production without DEMO_MODE", () => {
    expect(devToolsOn(parseEnv({}))).toBe(false);
    expect(devToolsOn(parseEnv({ NODE_ENV: "production", DEMO_MODE: "1" }))).toBe(false);
    expect(devToolsOn(parseEnv({ DEV_TOOLS: "1" }))).toBe(true);
    expect(devToolsOn(parseEnv({ NODE_ENV: "production", DEMO_MODE: "1", DEV_TOOLS: "1" }))).toBe(true);
    expect(() => parseEnv({ ...production, DEV_TOOLS: "1" })).toThrow(
      /DEV_TOOLS: .*refused in production without DEMO_MODE=1/,
    );
  });

  it("rejects a trusted proxy that is not an address or a range", () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: "loopback,the-load-balancer" })).toThrow(
      "TRUSTED_PROXIES: 'the-load-balancer' is not an IP address, a CIDR range or loopback",
    );
    expect(() => parseEnv({ DEMO_MODE: "yes" })).toThrow(/DEMO_MODE/);
  });
});
