import { z } from "zod";
import { createPaystackPayouts } from "../payouts/payout-gateway.ts";
import { assertCheckoutParams } from "./checkout-params.ts";
import { GatewayError, type PaymentGateway, type VerifyResult, WebhookSignatureError } from "./gateway.ts";
import { type PaystackOptions, paystackCaller, paystackEnvelope } from "./paystack-http.ts";
import { hmacHex, sameHex } from "./signatures.ts";

export type { PaystackOptions };

const envelope = paystackEnvelope;

const initializeAnswer = envelope(
  z.object({ authorization_url: z.string().url(), reference: z.string().min(1) }).loose(),
);
const verifyAnswer = envelope(
  z.object({ status: z.string(), amount: z.number().int(), currency: z.string() }).loose(),
);
const webhookBody = z.object({
  event: z.string(),
  data: z
    .object({
      id: z.union([z.number(), z.string()]),
      reference: z.string().min(1),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
    })
    .loose(),
});

/**
 * Paystack's transaction states as the contract's three. 'abandoned' is where every transaction
 * starts until the payer completes it (a verify straight after initialize says 'abandoned'), so it
 * stays pending here: the booking hold's own expiry ends a checkout nobody finishes.
 */
export function paystackStatus(status: string): VerifyResult["status"] {
  if (status === "success") return "success";
  if (status === "failed" || status === "reversed") return "failed";
  return "pending";
}

/** Naira through Paystack (the Nigerian site). Amounts are in kobo on both sides. */
export function createPaystackGateway(options: PaystackOptions): PaymentGateway {
  const call = paystackCaller(options);

  return {
    name: "paystack",
    payouts: createPaystackPayouts(options),

    async initialize(p) {
      assertCheckoutParams("paystack", p);
      const answer = await call("POST", "/transaction/initialize", initializeAnswer, {
        amount: p.amount,
        email: p.email,
        reference: p.reference,
        callback_url: p.callbackUrl,
        currency: p.currency,
      });
      return { authorizationUrl: answer.data.authorization_url, gatewayReference: answer.data.reference };
    },

    async verify(p) {
      const reference = p.gatewayReference || p.reference;
      const answer = await call("GET", `/transaction/verify/${encodeURIComponent(reference)}`, verifyAnswer);
      return {
        status: paystackStatus(answer.data.status),
        amount: answer.data.amount,
        currency: answer.data.currency.toUpperCase(),
      };
    },

    parseWebhook(rawBody, headers) {
      const signature = headers.get("x-paystack-signature") ?? "";
      if (!sameHex(signature, hmacHex("sha512", options.secretKey, rawBody)))
        throw new WebhookSignatureError();
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = webhookBody.safeParse(json);
      if (!parsed.success || parsed.data.event !== "charge.success") return null;
      const { data } = parsed.data;
      if (data.status !== "success") return null;
      return {
        reference: data.reference,
        status: "success",
        amount: data.amount,
        currency: data.currency.toUpperCase(),
        // Paystack events carry no id of their own: the event and its transaction name it.
        eventId: `${parsed.data.event}:${data.id}`,
      };
    },

    async refund(p) {
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0) {
        throw new GatewayError("paystack", "the refund must be a whole number of minor units above zero");
      }
      await call("POST", "/refund", envelope(z.unknown()), {
        transaction: p.gatewayReference,
        amount: p.amount,
      });
    },
  };
}
