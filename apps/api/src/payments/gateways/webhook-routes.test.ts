import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PAYSTACK_TEST_KEY,
  paystackChargeSuccess,
  signPaystack,
  startPaystackStandIn,
} from "../../../test/paystack-stand-in.ts";
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signStripe,
  startStripeStandIn,
  stripeEvent,
} from "../../../test/stripe-stand-in.ts";
import { createTestApp, TEST_MAIL, type TestApp } from "../../../test/test-app.ts";
import { ledgerTransactions, paymentEvents, payments, users } from "../../db/schema/index.ts";
import { paymentEventHandler } from "../payment-events.ts";
import { SANDBOX_PAYMENTS } from "./payment-env.ts";
import { type PaymentEvent, WEBHOOK_REFUSED, WEBHOOK_TOO_LARGE } from "./webhook-routes.ts";

let t: TestApp;
let paystack: Awaited<ReturnType<typeof startPaystackStandIn>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
const handled: PaymentEvent[] = [];
/** When set, the handler throws (the payment routes failed). */
let failNext = false;
/** When set, events also go to the payment routes' own handler (settling the payment). */
let settle = false;
const clock = { now: new Date("2026-03-01T12:00:00Z") };
const userId = ulid();

beforeAll(async () => {
  [paystack, stripe] = await Promise.all([startPaystackStandIn(), startStripeStandIn()]);
  t = await createTestApp(false, {
    clock: () => clock.now,
    payments: {
      ...SANDBOX_PAYMENTS,
      PAYMENT_GATEWAY_NGN: "paystack",
      PAYMENT_GATEWAY_GLOBAL: "stripe",
      PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
      PAYSTACK_BASE_URL: paystack.url,
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_BASE_URL: stripe.url,
    },
    onPaymentEvent: async (event, context) => {
      if (failNext) {
        failNext = false;
        throw new Error("the ledger is down");
      }
      handled.push(event);
      if (settle) await paymentEventHandler(() => clock.now, TEST_MAIL)(event, context);
    },
  });
  await t.database.db.insert(users).values({
    id: userId,
    role: "client",
    email: "payer@example.com",
    passwordHash: "x",
    userName: "payer",
  });
});
afterAll(async () => {
  await Promise.all([t.close(), paystack.close(), stripe.close()]);
});
beforeEach(() => {
  handled.length = 0;
  settle = false;
});

async function payment(reference: string, gateway: string, amount: number, currencyCode: string) {
  const id = ulid();
  await t.database.db.insert(payments).values({
    id,
    userId,
    reference,
    purpose: "wallet_top_up",
    amount,
    currencyCode,
    gateway,
  });
  return id;
}

const post = (gateway: string, body: string, headers: Record<string, string>) =>
  t.json<{ received?: true; message?: string; errors?: string[] }>(`/v1/payment/webhook/${gateway}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });

const paystackHook = (body: string, secret = PAYSTACK_TEST_KEY) =>
  post("paystack", body, { "x-paystack-signature": signPaystack(body, secret) });

const stripeHook = (body: string, at = clock.now) =>
  post("stripe", body, { "Stripe-Signature": signStripe(body, Math.floor(at.getTime() / 1000)) });

const eventsOf = (reference: string) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));

describe("POST /v1/payment/webhook/{gateway}", () => {
  it("hands a signed Paystack charge.success to the handler once; a replay answers 200 and is not handled again", async () => {
    const paymentId = await payment("PS-1", "paystack", 1_500_000, "NGN");
    // Pretty-printed: the signature covers these exact bytes, so they must be read before any parsing.
    const body = JSON.stringify(
      paystackChargeSuccess({ id: 7, reference: "PS-1", amount: 1_500_000, currency: "NGN" }),
      null,
      2,
    );
    const first = await paystackHook(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect(handled).toEqual([
      {
        reference: "PS-1",
        status: "success",
        amount: 1_500_000,
        currency: "NGN",
        eventId: "charge.success:7",
        gateway: "paystack",
        paymentId,
      },
    ]);
    const replay = await paystackHook(body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true });
    expect(handled).toHaveLength(1);
    expect(await eventsOf("PS-1")).toEqual([
      expect.objectContaining({ outcome: "handled", eventId: "charge.success:7" }),
    ]);
  });

  it("handles one of many concurrent deliveries of the same event", async () => {
    await payment("PS-BURST", "paystack", 3_000, "NGN");
    const body = JSON.stringify(
      paystackChargeSuccess({ id: 77, reference: "PS-BURST", amount: 3_000, currency: "NGN" }),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => paystackHook(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(handled.map((e) => e.reference)).toEqual(["PS-BURST"]);
  });

  it("refuses a wrong or missing signature with 400 and nothing else said", async () => {
    await payment("PS-2", "paystack", 5_000, "NGN");
    const body = JSON.stringify(
      paystackChargeSuccess({ id: 8, reference: "PS-2", amount: 5_000, currency: "NGN" }),
    );
    for (const res of [await paystackHook(body, "sk_test_forger"), await post("paystack", body, {})]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: WEBHOOK_REFUSED });
    }
    expect(handled).toEqual([]);
    expect(await eventsOf("PS-2")).toEqual([]);
  });

  it("flags an amount or currency that differs from the payment's, marks it failed and credits nothing", async () => {
    settle = true;
    await payment("PS-3", "paystack", 1_500_000, "NGN");
    const less = JSON.stringify(
      paystackChargeSuccess({ id: 9, reference: "PS-3", amount: 100, currency: "NGN" }),
    );
    expect((await paystackHook(less)).status).toBe(200);
    const dollars = JSON.stringify(
      paystackChargeSuccess({ id: 10, reference: "PS-3", amount: 1_500_000, currency: "USD" }),
    );
    expect((await paystackHook(dollars)).status).toBe(200);
    expect(handled.map((e) => e.amount)).toEqual([100, 1_500_000]);
    expect((await eventsOf("PS-3")).map((e) => e.outcome)).toEqual(["mismatch", "mismatch"]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, "PS-3"));
    expect(row).toMatchObject({ status: "failed", failureReason: "amount_mismatch", paidAt: null });
    // Only the real handler posts to the ledger in this file, and it posted nothing.
    expect(await t.database.db.select().from(ledgerTransactions)).toEqual([]);
  });

  it("records an event about no known payment (or another gateway's) without handling it", async () => {
    await payment("ST-ELSEWHERE", "stripe", 5_000, "NGN");
    for (const [id, reference] of [
      [101, "PS-UNKNOWN"],
      [102, "ST-ELSEWHERE"],
    ] as const) {
      const body = JSON.stringify(paystackChargeSuccess({ id, reference, amount: 5_000, currency: "NGN" }));
      expect((await paystackHook(body)).status).toBe(200);
      expect((await eventsOf(reference)).map((e) => e.outcome)).toEqual(["unknown_payment"]);
    }
    expect(handled).toEqual([]);
  });

  it("answers 200 to signed events that are not about a payment", async () => {
    const body = JSON.stringify({ event: "transfer.success", data: { id: 1 } });
    expect(await paystackHook(body)).toMatchObject({ status: 200, body: { received: true } });
    expect(handled).toEqual([]);
  });

  it("forgets a delivery whose handler failed (500), so the gateway's retry is handled", async () => {
    await payment("PS-RETRY", "paystack", 2_000, "NGN");
    const body = JSON.stringify(
      paystackChargeSuccess({ id: 12, reference: "PS-RETRY", amount: 2_000, currency: "NGN" }),
    );
    failNext = true;
    expect((await paystackHook(body)).status).toBe(500);
    expect(await eventsOf("PS-RETRY")).toEqual([]);
    expect((await paystackHook(body)).status).toBe(200);
    expect(handled.map((e) => e.reference)).toEqual(["PS-RETRY"]);
  });

  it("hands a signed Stripe checkout.session.completed to the handler once", async () => {
    const paymentId = await payment("ST-1", "stripe", 4_550, "GBP");
    const session = {
      id: "cs_test_1",
      client_reference_id: "ST-1",
      amount_total: 4_550,
      currency: "gbp",
      payment_status: "paid" as const,
      status: "complete" as const,
    };
    const body = JSON.stringify(stripeEvent("checkout.session.completed", session, "evt_st_1"));
    expect((await stripeHook(body)).status).toBe(200);
    expect((await stripeHook(body)).status).toBe(200);
    expect(handled).toEqual([
      expect.objectContaining({
        reference: "ST-1",
        status: "success",
        eventId: "evt_st_1",
        gateway: "stripe",
        paymentId,
      }),
    ]);
    const expired = JSON.stringify(
      stripeEvent(
        "checkout.session.expired",
        { ...session, payment_status: "unpaid", status: "expired" },
        "evt_st_2",
      ),
    );
    expect((await stripeHook(expired)).status).toBe(200);
    expect(handled.map((e) => e.status)).toEqual(["success", "failed"]);
  });

  it("refuses a Stripe signature past the 300-second tolerance", async () => {
    await payment("ST-OLD", "stripe", 4_550, "GBP");
    const body = JSON.stringify(
      stripeEvent(
        "checkout.session.completed",
        { client_reference_id: "ST-OLD", amount_total: 4_550, currency: "gbp", payment_status: "paid" },
        "evt_old",
      ),
    );
    const old = new Date(clock.now.getTime() - 301_000);
    expect(await stripeHook(body, old)).toMatchObject({ status: 400, body: { message: WEBHOOK_REFUSED } });
    expect(handled).toEqual([]);
    expect((await stripeHook(body, new Date(clock.now.getTime() - 299_000))).status).toBe(200);
    expect(handled).toHaveLength(1);
  });

  it("refuses bodies over 64 KB, and gateways that are not configured", async () => {
    const big = JSON.stringify({ event: "charge.success", padding: "x".repeat(64 * 1024) });
    expect(await paystackHook(big)).toMatchObject({ status: 413, body: { message: WEBHOOK_TOO_LARGE } });
    expect((await post("sandbox", "{}", {})).status).toBe(404);
    expect((await post("paypal", "{}", {})).status).toBe(404);
  });

  it("is public and not throttled per address: a burst of deliveries all answer", async () => {
    const body = JSON.stringify({ event: "transfer.success", data: { id: 2 } });
    const answers = await Promise.all(Array.from({ length: 130 }, () => paystackHook(body)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
  });
});
