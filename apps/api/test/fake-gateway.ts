import {
  type InitializeParams,
  type InitializeResult,
  type PaymentGateway,
  type RefundParams,
  type VerifyResult,
  type WebhookEvent,
  WebhookSignatureError,
} from "../src/payments/gateways/gateway.ts";
import type { PaymentGateways } from "../src/payments/gateways/gateways.ts";

interface Checkout extends InitializeParams {
  outcome: "pending" | "success" | "failed";
  /** What the gateway reports instead of what was asked (a tampered or mistaken payment). */
  reported?: { amount: number; currency: string };
}

/**
 * A gateway for the payment tests: checkouts are remembered in memory and decided by the test
 * (approve, decline), as a person would on the gateway's page; verify answers the decision.
 */
export class FakeGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  readonly checkouts = new Map<string, Checkout>();
  verifications = 0;
  /** When set, initialize throws (the gateway is down). */
  down = false;

  async initialize(p: InitializeParams): Promise<InitializeResult> {
    if (this.down) throw new Error("gateway unreachable");
    this.checkouts.set(p.reference, { ...p, outcome: "pending" });
    return {
      authorizationUrl: `http://gateway.test/checkout/${p.reference}`,
      gatewayReference: `gw-${p.reference}`,
    };
  }

  async verify(p: { reference: string; gatewayReference: string }): Promise<VerifyResult> {
    this.verifications += 1;
    const c = this.checkouts.get(p.reference);
    if (!c || p.gatewayReference !== `gw-${p.reference}`) throw new Error("unknown checkout");
    return { status: c.outcome, ...(c.reported ?? { amount: c.amount, currency: c.currency }) };
  }

  /** Events signed with the header `x-fake-signature: ok`, the event itself as the JSON body. */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
    if (headers.get("x-fake-signature") !== "ok") throw new WebhookSignatureError();
    return JSON.parse(rawBody) as WebhookEvent;
  }

  /** Refunds the gateway accepted, in order. */
  readonly refunds: RefundParams[] = [];
  /** When set, refund throws (the gateway refuses or is down). */
  refuseRefunds = false;

  async refund(p: RefundParams): Promise<void> {
    if (this.refuseRefunds) throw new Error("refund refused");
    this.refunds.push(p);
  }

  approve(reference: string, reported?: { amount: number; currency: string }) {
    const c = this.checkout(reference);
    c.outcome = "success";
    if (reported) c.reported = reported;
  }

  decline(reference: string) {
    this.checkout(reference).outcome = "failed";
  }

  /** The webhook event the gateway would send about a decided checkout. */
  event(reference: string, eventId = `evt-${reference}`): WebhookEvent {
    const c = this.checkout(reference);
    if (c.outcome === "pending") throw new Error("undecided checkout");
    return {
      reference,
      status: c.outcome,
      eventId,
      ...(c.reported ?? { amount: c.amount, currency: c.currency }),
    };
  }

  checkout(reference: string): Checkout {
    const c = this.checkouts.get(reference);
    if (!c) throw new Error(`no checkout ${reference}`);
    return c;
  }
}

export const gatewaysOf = (gateway: PaymentGateway): PaymentGateways => ({
  forCurrency: () => gateway,
  named: (name) => (name === gateway.name ? gateway : undefined),
  payoutsFor: () => gateway.payouts,
  configured: new Set([gateway.name]),
});
