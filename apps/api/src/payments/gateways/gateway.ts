import type { PayoutGateway } from "../payouts/payout-gateway.ts";

/**
 * The contract every payment gateway keeps (decision 023, "Payments").
 * Amounts are in minor units (kobo, pence, cents); currencies are ISO 4217 codes.
 */

export type GatewayName = "sandbox" | "paystack" | "stripe";

export interface InitializeParams {
  /** Our payment reference (unique per payment). */
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  email: string;
  /** Where the browser returns, with `?reference=` appended by the gateway. */
  callbackUrl: string;
}

export interface InitializeResult {
  authorizationUrl: string;
  gatewayReference: string;
}

export interface VerifyParams {
  reference: string;
  gatewayReference: string;
}

export interface VerifyResult {
  /** 'abandoned' only when the checkout can no longer be paid (the payer cancelled it, or it expired). */
  status: "success" | "failed" | "pending" | "abandoned";
  amount: number;
  currency: string;
}

export interface WebhookEvent {
  reference: string;
  status: "success" | "failed";
  amount: number;
  currency: string;
  eventId: string;
}

export interface RefundParams {
  gatewayReference: string;
  amount: number;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Starts a checkout; the browser goes to authorizationUrl. */
  initialize(p: InitializeParams): Promise<InitializeResult>;
  /** Asks the gateway (never the browser) how the payment stands. */
  verify(p: VerifyParams): Promise<VerifyResult>;
  /**
   * Checks a webhook's signature over the raw body; null when the event is not about a payment.
   * Throws `WebhookSignatureError` when the signature is missing, wrong or too old.
   */
  parseWebhook(rawBody: string, headers: Headers, now: Date): WebhookEvent | null;
  /** Money back through the gateway (a client who asks for their card). */
  refund(p: RefundParams): Promise<void>;
  /** Paying providers out through this gateway (issue 31); absent where it cannot. */
  readonly payouts?: PayoutGateway;
}

/** A webhook whose signature does not verify (answered 400 without detail). */
export class WebhookSignatureError extends Error {
  constructor(message = "Webhook signature did not verify") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** A gateway answered something we cannot use (network error, non-2xx, unexpected shape). */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${gateway}: ${message}`);
    this.name = "GatewayError";
  }
}
