import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { parseEnv } from "../../env.ts";
import { GatewayError } from "./gateway.ts";
import { createPaymentGateways, gatewayFor, gatewayNameFor } from "./gateways.ts";
import { SANDBOX_PAYMENTS } from "./payment-env.ts";

/** Building a gateway touches no database; calls would, and these tests make none. */
const deps = { db: {} as Db, publicUrl: "http://api.test" };
const live = {
  ...SANDBOX_PAYMENTS,
  PAYMENT_GATEWAY_NGN: "paystack",
  PAYMENT_GATEWAY_GLOBAL: "stripe",
  PAYSTACK_SECRET_KEY: "sk_test_p",
  STRIPE_SECRET_KEY: "sk_test_s",
  STRIPE_WEBHOOK_SECRET: "whsec_s",
} as const;

describe("choosing a gateway", () => {
  it("uses the sandbox for every currency by default", () => {
    for (const currency of ["NGN", "GBP", "USD"]) {
      expect(gatewayFor(currency, SANDBOX_PAYMENTS, deps).name).toBe("sandbox");
    }
  });

  it("takes naira through PAYMENT_GATEWAY_NGN and pounds and dollars through PAYMENT_GATEWAY_GLOBAL", () => {
    expect(gatewayFor("NGN", live, deps).name).toBe("paystack");
    expect(gatewayFor("GBP", live, deps).name).toBe("stripe");
    expect(gatewayFor("usd", live, deps).name).toBe("stripe");
    expect(gatewayNameFor("NGN", { ...live, PAYMENT_GATEWAY_NGN: "sandbox" })).toBe("sandbox");
    expect(() => gatewayNameFor("EUR", live)).toThrow(GatewayError);
  });

  it("knows its configured gateways by name, and no others", () => {
    const mixed = createPaymentGateways({ ...live, PAYMENT_GATEWAY_GLOBAL: "sandbox" }, deps);
    expect([...mixed.configured].sort()).toEqual(["paystack", "sandbox"]);
    expect(mixed.named("paystack")?.name).toBe("paystack");
    expect(mixed.named("sandbox")?.name).toBe("sandbox");
    expect(mixed.named("stripe")).toBeUndefined();
    expect(mixed.named("constructor")).toBeUndefined();
    expect(mixed.forCurrency("NGN")).toBe(mixed.forCurrency("NGN"));
  });

  it("pays pounds and dollars out through PAYOUT_GATEWAY_GLOBAL, which takes no payments (decision 062)", () => {
    const split = createPaymentGateways(
      { ...live, PAYMENT_GATEWAY_GLOBAL: "sandbox", PAYOUT_GATEWAY_GLOBAL: "stripe" },
      deps,
    );
    expect(split.forCurrency("GBP").name).toBe("sandbox");
    expect(split.payoutsFor("GBP")?.name).toBe("stripe");
    expect(split.payoutsFor("USD")?.connect).toBeDefined();
    expect(split.payoutsFor("NGN")?.name).toBe("paystack");
    expect(split.payoutsFor("EUR")).toBeUndefined();
    // Named for its webhooks, but not a way payments are taken (the sandbox's dev helpers key on that).
    expect(split.named("stripe")?.name).toBe("stripe");
    expect([...split.configured].sort()).toEqual(["paystack", "sandbox"]);
    // Unset: the gateway that takes the currency pays it out.
    expect(createPaymentGateways(live, deps).payoutsFor("GBP")?.name).toBe("stripe");
    expect(createPaymentGateways(SANDBOX_PAYMENTS, deps).payoutsFor("USD")?.name).toBe("sandbox");
  });
});

describe("the payment environment", () => {
  it("defaults to the sandbox and the real gateways' origins", () => {
    const env = parseEnv({});
    expect(env.PAYMENT_GATEWAY_NGN).toBe("sandbox");
    expect(env.PAYMENT_GATEWAY_GLOBAL).toBe("sandbox");
    expect(env.PAYSTACK_BASE_URL).toBe("https://api.paystack.co");
    expect(env.STRIPE_BASE_URL).toBe("https://api.stripe.com");
  });

  it("refuses to start when a chosen gateway's keys are missing, naming them", () => {
    expect(() => parseEnv({ PAYMENT_GATEWAY_NGN: "paystack" })).toThrow(
      "PAYSTACK_SECRET_KEY: PAYSTACK_SECRET_KEY is required when PAYMENT_GATEWAY_NGN=paystack",
    );
    expect(() => parseEnv({ PAYMENT_GATEWAY_GLOBAL: "stripe", STRIPE_SECRET_KEY: "sk_test_s" })).toThrow(
      "STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required when PAYMENT_GATEWAY_GLOBAL=stripe",
    );
    expect(() => parseEnv({ PAYMENT_GATEWAY_GLOBAL: "stripe", STRIPE_WEBHOOK_SECRET: "whsec" })).toThrow(
      /STRIPE_SECRET_KEY is required/,
    );
    expect(() => parseEnv({ PAYOUT_GATEWAY_GLOBAL: "stripe", STRIPE_SECRET_KEY: "sk_test_s" })).toThrow(
      "STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required when PAYOUT_GATEWAY_GLOBAL=stripe",
    );
    expect(() => parseEnv({ PAYOUT_GATEWAY_GLOBAL: "paystack" })).toThrow(
      /PAYOUT_GATEWAY_GLOBAL must be sandbox or stripe/,
    );
    expect(() => parseEnv({ PAYMENT_GATEWAY_NGN: "paystack", PAYSTACK_SECRET_KEY: "  " })).toThrow(
      /PAYSTACK_SECRET_KEY/,
    );
  });

  it("parses a configured pair, trimming a trailing slash from the base URLs", () => {
    const env = parseEnv({
      PAYMENT_GATEWAY_NGN: "paystack",
      PAYMENT_GATEWAY_GLOBAL: "stripe",
      PAYSTACK_SECRET_KEY: "sk_test_p",
      PAYSTACK_BASE_URL: "http://127.0.0.1:4999/",
      STRIPE_SECRET_KEY: "sk_test_s",
      STRIPE_WEBHOOK_SECRET: "whsec_s",
    });
    expect(env).toMatchObject({
      PAYMENT_GATEWAY_NGN: "paystack",
      PAYSTACK_BASE_URL: "http://127.0.0.1:4999",
    });
  });

  it("refuses a gateway that does not take the currency, or a base URL that is not http", () => {
    expect(() => parseEnv({ PAYMENT_GATEWAY_NGN: "stripe" })).toThrow(
      "PAYMENT_GATEWAY_NGN: PAYMENT_GATEWAY_NGN must be sandbox or paystack",
    );
    expect(() => parseEnv({ PAYMENT_GATEWAY_GLOBAL: "paystack" })).toThrow(/sandbox or stripe/);
    expect(() => parseEnv({ STRIPE_BASE_URL: "ftp://stripe.test" })).toThrow(/STRIPE_BASE_URL/);
  });

  it("needs the gateways named in production without DEMO_MODE: the sandbox is never a silent default there", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://api.tranquil.example",
      ALLOWED_ORIGINS: "https://www.tranquil.example",
    };
    expect(() => parseEnv(production)).toThrow(
      /PAYMENT_GATEWAY_NGN: PAYMENT_GATEWAY_NGN is required in production \(sandbox or paystack\)/,
    );
    expect(parseEnv({ NODE_ENV: "production", DEMO_MODE: "1" }).PAYMENT_GATEWAY_NGN).toBe("sandbox");
  });
});
