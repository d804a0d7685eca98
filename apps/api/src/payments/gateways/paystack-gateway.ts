import { z } from "zod";
import { assertCheckoutParams } from "./checkout-params.ts";
import { GatewayError, type PaymentGateway, type VerifyResult, WebhookSignatureError } from "./gateway.ts";
import { hmacHex, sameHex } from "./signatures.ts";

export interface PaystackOptions {
  secretKey: string;
  /** https://api.paystack.co unless a stand-in is used (tests). */
  baseUrl: string;
  /** How long one call may take before it counts as failed. */
  timeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** Paystack answers `{ status: true, message, data }`; status false is an error it explains. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

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
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function call<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayError("paystack", `${method} ${path} could not be sent`, err);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const message = z.object({ message: z.string() }).safeParse(json);
      throw new GatewayError(
        "paystack",
        `${method} ${path} answered ${res.status}${message.success ? `: ${message.data.message}` : ""}`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayError("paystack", `${method} ${path} answered an unexpected body`);
    return parsed.data;
  }

  return {
    name: "paystack",

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
