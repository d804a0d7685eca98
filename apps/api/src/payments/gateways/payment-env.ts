import { z } from "zod";

/** Gateways that take naira (the Nigerian site) and pounds or dollars (the global site). */
export const NGN_GATEWAYS = ["sandbox", "paystack"] as const;
export const GLOBAL_GATEWAYS = ["sandbox", "stripe"] as const;

export const PAYSTACK_DEFAULT_BASE_URL = "https://api.paystack.co";
export const STRIPE_DEFAULT_BASE_URL = "https://api.stripe.com";

/** The payment settings of the environment (apps/api/src/env.ts parses them at boot). */
export interface PaymentEnv {
  PAYMENT_GATEWAY_NGN: (typeof NGN_GATEWAYS)[number];
  PAYMENT_GATEWAY_GLOBAL: (typeof GLOBAL_GATEWAYS)[number];
  /** Which gateway pays providers in pounds and dollars; PAYMENT_GATEWAY_GLOBAL's when unset. */
  PAYOUT_GATEWAY_GLOBAL?: (typeof GLOBAL_GATEWAYS)[number] | undefined;
  PAYSTACK_SECRET_KEY?: string | undefined;
  PAYSTACK_BASE_URL: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_BASE_URL: string;
}

/** What `npm start` and the tests run with: the sandbox for every currency, offline. */
export const SANDBOX_PAYMENTS: PaymentEnv = {
  PAYMENT_GATEWAY_NGN: "sandbox",
  PAYMENT_GATEWAY_GLOBAL: "sandbox",
  PAYSTACK_BASE_URL: PAYSTACK_DEFAULT_BASE_URL,
  STRIPE_BASE_URL: STRIPE_DEFAULT_BASE_URL,
};

const secret = z.string().trim().min(1).optional();
const baseUrl = (fallback: string) =>
  z
    .string()
    .url()
    .default(fallback)
    .refine((v) => /^https?:$/.test(new URL(v).protocol), "must be an http or https URL")
    .transform((v) => v.replace(/\/+$/, ""));

/**
 * The payment part of the environment; env.ts extends its schema with it (and .env.example lists
 * every key, tooling/scripts/env-example.test.ts checks). In a real production (no DEMO_MODE) the
 * gateways must be named: the sandbox lets anyone approve their own payment, so it is never chosen
 * by default there.
 */
export function paymentEnvSchema(strictProduction: boolean) {
  const choice = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
    strictProduction
      ? z.enum(options, {
          message: `${name} is required in production (${options.join(" or ")}); DEMO_MODE=1 allows the sandbox default`,
        })
      : z.enum(options, { message: `${name} must be ${options.join(" or ")}` }).default(options[0]);
  return z.object({
    /** Which gateway takes naira. */
    PAYMENT_GATEWAY_NGN: choice("PAYMENT_GATEWAY_NGN", NGN_GATEWAYS),
    /** Which gateway takes pounds and dollars. */
    PAYMENT_GATEWAY_GLOBAL: choice("PAYMENT_GATEWAY_GLOBAL", GLOBAL_GATEWAYS),
    /**
     * Which gateway pays providers in pounds and dollars (Stripe Connect, decision 062); the one that
     * takes them when unset. Lets payouts go through Stripe while payments stay on the sandbox (e2e).
     */
    PAYOUT_GATEWAY_GLOBAL: z
      .enum(GLOBAL_GATEWAYS, { message: `PAYOUT_GATEWAY_GLOBAL must be ${GLOBAL_GATEWAYS.join(" or ")}` })
      .optional(),
    PAYSTACK_SECRET_KEY: secret,
    PAYSTACK_BASE_URL: baseUrl(PAYSTACK_DEFAULT_BASE_URL),
    STRIPE_SECRET_KEY: secret,
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_BASE_URL: baseUrl(STRIPE_DEFAULT_BASE_URL),
  });
}

/** A chosen gateway without its keys refuses to start, naming what is missing. */
export function requireGatewayKeys(env: PaymentEnv, ctx: z.RefinementCtx): void {
  const missing = (key: keyof PaymentEnv, why: string) => {
    if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} is required ${why}` });
  };
  if (env.PAYMENT_GATEWAY_NGN === "paystack") {
    missing("PAYSTACK_SECRET_KEY", "when PAYMENT_GATEWAY_NGN=paystack");
  }
  if (env.PAYMENT_GATEWAY_GLOBAL === "stripe") {
    missing("STRIPE_SECRET_KEY", "when PAYMENT_GATEWAY_GLOBAL=stripe");
    missing("STRIPE_WEBHOOK_SECRET", "when PAYMENT_GATEWAY_GLOBAL=stripe");
  } else if (env.PAYOUT_GATEWAY_GLOBAL === "stripe") {
    missing("STRIPE_SECRET_KEY", "when PAYOUT_GATEWAY_GLOBAL=stripe");
    missing("STRIPE_WEBHOOK_SECRET", "when PAYOUT_GATEWAY_GLOBAL=stripe");
  }
}
