import type { Db } from "../../db/index.ts";
import type { PayoutGateway } from "../payouts/payout-gateway.ts";
import { GatewayError, type GatewayName, type PaymentGateway } from "./gateway.ts";
import type { PaymentEnv } from "./payment-env.ts";
import { createPaystackGateway } from "./paystack-gateway.ts";
import { createSandboxGateway } from "./sandbox-gateway.ts";
import { createStripeGateway } from "./stripe-gateway.ts";

/** What the sandbox needs: its table, and the API's public origin for its checkout page. */
export interface GatewayDeps {
  db: Db;
  publicUrl: string;
}

/** The gateways this server takes payments through, chosen by configuration (AppDeps.payments). */
export interface PaymentGateways {
  /** The gateway for a currency: NGN → PAYMENT_GATEWAY_NGN, GBP and USD → PAYMENT_GATEWAY_GLOBAL. */
  forCurrency(currency: string): PaymentGateway;
  /**
   * A configured gateway by name (webhooks name theirs in the path); undefined when not in use. A
   * gateway that only pays out (PAYOUT_GATEWAY_GLOBAL) is named too, for its webhooks.
   */
  named(name: string): PaymentGateway | undefined;
  /**
   * What pays providers out in a currency: the currency's payment gateway's payouts, or for GBP and
   * USD the gateway PAYOUT_GATEWAY_GLOBAL names (Stripe Connect beside sandbox payments); undefined
   * when none can.
   */
  payoutsFor(currency: string): PayoutGateway | undefined;
  /** Every gateway some currency uses. */
  readonly configured: ReadonlySet<GatewayName>;
}

const GLOBAL_CURRENCIES = new Set(["GBP", "USD"]);

/** Which setting names the gateway for a currency. */
export function gatewayNameFor(currency: string, env: PaymentEnv): GatewayName {
  const code = currency.toUpperCase();
  if (code === "NGN") return env.PAYMENT_GATEWAY_NGN;
  if (GLOBAL_CURRENCIES.has(code)) return env.PAYMENT_GATEWAY_GLOBAL;
  throw new GatewayError(env.PAYMENT_GATEWAY_GLOBAL, `no gateway takes ${currency}`);
}

function build(name: GatewayName, env: PaymentEnv, deps: GatewayDeps): PaymentGateway {
  switch (name) {
    case "sandbox":
      return createSandboxGateway(deps);
    case "paystack":
      if (!env.PAYSTACK_SECRET_KEY) throw new GatewayError(name, "PAYSTACK_SECRET_KEY is not set");
      return createPaystackGateway({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL });
    case "stripe":
      if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
        throw new GatewayError(name, "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set");
      }
      return createStripeGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        baseUrl: env.STRIPE_BASE_URL,
      });
  }
}

/** Builds each configured gateway once. */
export function createPaymentGateways(env: PaymentEnv, deps: GatewayDeps): PaymentGateways {
  const configured = new Set<GatewayName>([env.PAYMENT_GATEWAY_NGN, env.PAYMENT_GATEWAY_GLOBAL]);
  const built = new Map<GatewayName, PaymentGateway>();
  for (const name of configured) built.set(name, build(name, env, deps));
  // A gateway that only pays out stays out of `configured` (which says how payments are taken).
  const payoutName = env.PAYOUT_GATEWAY_GLOBAL ?? env.PAYMENT_GATEWAY_GLOBAL;
  if (!built.has(payoutName)) built.set(payoutName, build(payoutName, env, deps));
  return {
    forCurrency(currency) {
      const gateway = built.get(gatewayNameFor(currency, env));
      if (!gateway) throw new GatewayError(gatewayNameFor(currency, env), "not configured");
      return gateway;
    },
    named(name) {
      return built.get(name as GatewayName);
    },
    payoutsFor(currency) {
      const code = currency.toUpperCase();
      const name = GLOBAL_CURRENCIES.has(code)
        ? payoutName
        : code === "NGN"
          ? env.PAYMENT_GATEWAY_NGN
          : undefined;
      return name ? built.get(name)?.payouts : undefined;
    },
    configured,
  };
}

/** The gateway for a currency under a configuration (a one-off; servers keep `createPaymentGateways`). */
export function gatewayFor(currency: string, env: PaymentEnv, deps: GatewayDeps): PaymentGateway {
  return createPaymentGateways(env, deps).forCurrency(currency);
}
