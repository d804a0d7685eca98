import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signStripe,
  startStripeStandIn,
  stripeEvent,
} from "../../../test/stripe-stand-in.ts";
import { GatewayError, WebhookSignatureError } from "./gateway.ts";
import {
  createStripeGateway,
  STRIPE_LINE_ITEM_NAME,
  stripeConnection,
  stripeSessionStatus,
} from "./stripe-gateway.ts";

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let gateway: ReturnType<typeof createStripeGateway>;
const callbackUrl = "http://global.test/wallet";

beforeAll(async () => {
  stripe = await startStripeStandIn();
  gateway = createStripeGateway({
    secretKey: STRIPE_TEST_KEY,
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    baseUrl: stripe.url,
  });
});
afterAll(() => stripe.close());

const start = (reference: string, amount = 4_550, currency = "GBP") =>
  gateway.initialize({ reference, amount, currency, email: "sam@example.com", callbackUrl });

describe("the Stripe gateway", () => {
  it("reads host, port and protocol from the base URL", () => {
    expect(stripeConnection("https://api.stripe.com")).toEqual({
      host: "api.stripe.com",
      port: 443,
      protocol: "https",
    });
    expect(stripeConnection("http://127.0.0.1:12111")).toEqual({
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
  });

  it("creates a Checkout Session: one line item in the currency and amount, our reference, callbacks back", async () => {
    const started = await start("ref-create", 4_550, "USD");
    const session = stripe.sessions.get(started.gatewayReference);
    expect(started.authorizationUrl).toBe(session?.url);
    expect(session).toMatchObject({
      mode: "payment",
      client_reference_id: "ref-create",
      customer_email: "sam@example.com",
      amount_total: 4_550,
      currency: "usd",
      success_url: "http://global.test/wallet?reference=ref-create",
      cancel_url: "http://global.test/wallet?reference=ref-create",
    });
    expect(session?.line_items_sent).toEqual([
      {
        quantity: "1",
        price_data: { currency: "usd", unit_amount: "4550", product_data: { name: STRIPE_LINE_ITEM_NAME } },
      },
    ]);
    const sent = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    expect(sent?.headers.authorization).toBe(`Bearer ${STRIPE_TEST_KEY}`);
    expect(sent?.headers["idempotency-key"]).toBe("checkout:ref-create");
  });

  it("answers the same session when the same reference is initialized again", async () => {
    const first = await start("ref-again");
    const second = await start("ref-again");
    expect(second.gatewayReference).toBe(first.gatewayReference);
  });

  it("verifies by retrieving the session: pending, then paid is success", async () => {
    const { gatewayReference } = await start("ref-verify");
    expect(await gateway.verify({ reference: "ref-verify", gatewayReference })).toEqual({
      status: "pending",
      amount: 4_550,
      currency: "GBP",
    });
    stripe.pay(gatewayReference);
    expect(await gateway.verify({ reference: "ref-verify", gatewayReference })).toEqual({
      status: "success",
      amount: 4_550,
      currency: "GBP",
    });
  });

  it("reports an expired session as abandoned, and refuses a session that is not the reference's", async () => {
    const { gatewayReference } = await start("ref-expire");
    stripe.expire(gatewayReference);
    expect((await gateway.verify({ reference: "ref-expire", gatewayReference })).status).toBe("abandoned");
    await expect(gateway.verify({ reference: "someone-else", gatewayReference })).rejects.toThrow(
      GatewayError,
    );
    await expect(gateway.verify({ reference: "x", gatewayReference: "cs_missing" })).rejects.toThrow(
      /No such checkout.session/,
    );
  });

  it("maps session states", () => {
    expect(stripeSessionStatus({ payment_status: "paid", status: "complete" })).toBe("success");
    expect(stripeSessionStatus({ payment_status: "unpaid", status: "expired" })).toBe("abandoned");
    expect(stripeSessionStatus({ payment_status: "unpaid", status: "open" })).toBe("pending");
    expect(stripeSessionStatus({ payment_status: "unpaid", status: "complete" })).toBe("pending");
  });

  it("refunds the session's payment intent, and reports a refused refund", async () => {
    const { gatewayReference } = await start("ref-refund", 3_000);
    await expect(gateway.refund({ gatewayReference, amount: 1_000 })).rejects.toThrow(/no payment to refund/);
    const paid = stripe.pay(gatewayReference);
    await gateway.refund({ gatewayReference, amount: 1_000 });
    expect(stripe.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: paid.payment_intent, amount: 1_000 }),
    );
    await expect(gateway.refund({ gatewayReference, amount: 2_500 })).rejects.toThrow(GatewayError);
  });

  it("turns a wrong key into GatewayError", async () => {
    const wrong = createStripeGateway({
      secretKey: "sk_test_wrong",
      webhookSecret: "whsec_x",
      baseUrl: stripe.url,
    });
    await expect(wrong.verify({ reference: "x", gatewayReference: "cs_x" })).rejects.toThrow(GatewayError);
  });

  describe("webhooks", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const seconds = Math.floor(now.getTime() / 1000);
    const paidSession = {
      id: "cs_test_hook",
      client_reference_id: "ref-hook",
      amount_total: 4_550,
      currency: "gbp",
      payment_status: "paid" as const,
      status: "complete" as const,
    };
    const body = JSON.stringify(stripeEvent("checkout.session.completed", paidSession, "evt_paid"));
    const signed = (text: string, t = seconds, secret = STRIPE_TEST_WEBHOOK_SECRET) =>
      new Headers({ "stripe-signature": signStripe(text, t, secret) });

    it("accepts a signed checkout.session.completed as success", () => {
      expect(gateway.parseWebhook(body, signed(body), now)).toEqual({
        reference: "ref-hook",
        status: "success",
        amount: 4_550,
        currency: "GBP",
        eventId: "evt_paid",
      });
    });

    it("reads async failures and expiries as failed", () => {
      for (const type of ["checkout.session.async_payment_failed", "checkout.session.expired"]) {
        const text = JSON.stringify(
          stripeEvent(type, { ...paidSession, payment_status: "unpaid", status: "expired" }),
        );
        expect(gateway.parseWebhook(text, signed(text), now)?.status).toBe("failed");
      }
      const later = JSON.stringify(stripeEvent("checkout.session.async_payment_succeeded", paidSession));
      expect(gateway.parseWebhook(later, signed(later), now)?.status).toBe("success");
    });

    it("ignores other events, a completed session still unpaid, and sessions without our reference", () => {
      const other = JSON.stringify(stripeEvent("customer.created", {}));
      expect(gateway.parseWebhook(other, signed(other), now)).toBeNull();
      const unpaid = JSON.stringify(
        stripeEvent("checkout.session.completed", { ...paidSession, payment_status: "unpaid" }),
      );
      expect(gateway.parseWebhook(unpaid, signed(unpaid), now)).toBeNull();
      const foreign = JSON.stringify(
        stripeEvent("checkout.session.completed", { ...paidSession, client_reference_id: null }),
      );
      expect(gateway.parseWebhook(foreign, signed(foreign), now)).toBeNull();
    });

    it("refuses a missing, wrong or tampered signature", () => {
      expect(() => gateway.parseWebhook(body, new Headers(), now)).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhook(body, signed(body, seconds, "whsec_other"), now)).toThrow(
        WebhookSignatureError,
      );
      expect(() => gateway.parseWebhook(body.replace("4550", "1"), signed(body), now)).toThrow(
        WebhookSignatureError,
      );
      expect(() => gateway.parseWebhook(body, new Headers({ "stripe-signature": "t=1,v1=00" }), now)).toThrow(
        WebhookSignatureError,
      );
    });

    it("refuses a signature older than 300 seconds, and accepts one just inside", () => {
      expect(gateway.parseWebhook(body, signed(body, seconds - 299), now)).not.toBeNull();
      expect(() => gateway.parseWebhook(body, signed(body, seconds - 301), now)).toThrow(
        WebhookSignatureError,
      );
    });
  });
});
