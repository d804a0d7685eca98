import Stripe from "stripe";
import { createStripePayouts } from "../payouts/stripe-payouts.ts";
import { assertCheckoutParams, callbackWithReference } from "./checkout-params.ts";
import {
  GatewayError,
  type PaymentGateway,
  type VerifyResult,
  type WebhookEvent,
  WebhookSignatureError,
} from "./gateway.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com unless a stand-in is used (tests). */
  baseUrl: string;
  timeoutMs?: number;
}

/** How old a webhook's signed timestamp may be, in seconds (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
/** What the payer sees on Stripe's checkout page. */
export const STRIPE_LINE_ITEM_NAME = "Tranquil payment";
const REQUEST_TIMEOUT_MS = 15_000;

/** The SDK's host, port and protocol from a base URL (a stand-in in tests). */
export function stripeConnection(baseUrl: string): {
  host: string;
  port: number;
  protocol: "http" | "https";
} {
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/** A Checkout Session's state in the contract's three. */
export function stripeSessionStatus(session: Pick<Stripe.Checkout.Session, "payment_status" | "status">) {
  if (session.payment_status === "paid") return "success" satisfies VerifyResult["status"];
  if (session.status === "expired") return "abandoned" satisfies VerifyResult["status"];
  return "pending" satisfies VerifyResult["status"];
}

function wrap(err: unknown, what: string): GatewayError {
  const detail = err instanceof Error ? `: ${err.message}` : "";
  return new GatewayError("stripe", `${what} failed${detail}`, err);
}

/** Pounds and dollars through Stripe Checkout (the global site). Amounts in pence and cents. */
export function createStripeGateway(options: StripeOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...stripeConnection(options.baseUrl),
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    telemetry: false,
  });

  async function session(id: string): Promise<Stripe.Checkout.Session> {
    try {
      return await stripe.checkout.sessions.retrieve(id);
    } catch (err) {
      throw wrap(err, `retrieving checkout session ${id}`);
    }
  }

  return {
    name: "stripe",
    // Providers are paid through Stripe Connect Express (issue 31, decision 062).
    payouts: createStripePayouts(options),

    async initialize(p) {
      assertCheckoutParams("stripe", p);
      const back = callbackWithReference(p.callbackUrl, p.reference);
      let created: Stripe.Checkout.Session;
      try {
        created = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: p.currency.toLowerCase(),
                  unit_amount: p.amount,
                  product_data: { name: STRIPE_LINE_ITEM_NAME },
                },
              },
            ],
            client_reference_id: p.reference,
            customer_email: p.email,
            success_url: back,
            cancel_url: back,
            metadata: { reference: p.reference },
          },
          // A retried initialize of the same reference answers the same session.
          { idempotencyKey: `checkout:${p.reference}` },
        );
      } catch (err) {
        throw wrap(err, "creating a checkout session");
      }
      if (!created.url) throw new GatewayError("stripe", "the checkout session has no URL");
      return { authorizationUrl: created.url, gatewayReference: created.id };
    },

    async verify(p) {
      const found = await session(p.gatewayReference);
      if (found.client_reference_id !== p.reference) {
        throw new GatewayError("stripe", `checkout session ${found.id} is not for ${p.reference}`);
      }
      return {
        status: stripeSessionStatus(found),
        amount: found.amount_total ?? 0,
        currency: (found.currency ?? "").toUpperCase(),
      };
    },

    parseWebhook(rawBody, headers, now) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new WebhookSignatureError();
      }
      let status: WebhookEvent["status"];
      switch (event.type) {
        case "checkout.session.completed":
          // Paid at once by card; a delayed method (a bank debit) says so later with async_payment_*.
          if (event.data.object.payment_status !== "paid") return null;
          status = "success";
          break;
        case "checkout.session.async_payment_succeeded":
          status = "success";
          break;
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired":
          status = "failed";
          break;
        default:
          return null;
      }
      const object = event.data.object;
      if (!object.client_reference_id) return null;
      return {
        reference: object.client_reference_id,
        status,
        amount: object.amount_total ?? 0,
        currency: (object.currency ?? "").toUpperCase(),
        eventId: event.id,
      };
    },

    async refund(p) {
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0) {
        throw new GatewayError("stripe", "the refund must be a whole number of minor units above zero");
      }
      const found = await session(p.gatewayReference);
      const intent =
        typeof found.payment_intent === "string" ? found.payment_intent : found.payment_intent?.id;
      if (!intent) throw new GatewayError("stripe", `checkout session ${found.id} has no payment to refund`);
      try {
        await stripe.refunds.create({ payment_intent: intent, amount: p.amount });
      } catch (err) {
        throw wrap(err, `refunding ${intent}`);
      }
    },
  };
}
