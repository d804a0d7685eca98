import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newKey, type PaymentKit, paymentKit, type Started } from "../../test/payment-kit.ts";
import { payments } from "../db/schema/index.ts";

type Refunded = { reference: string; amount: number; currency: string; refundedAmount: number };

let p: PaymentKit;
beforeAll(async () => {
  p = await paymentKit();
});
afterAll(() => p.k.t.close());

const refund = (reference: string, body: { amount?: number } = {}, key?: string, token = p.client.token) =>
  p.money<Refunded>(`/v1/payment/refund/${reference}`, token, body, key);
const rowOf = async (reference: string) =>
  (await p.db.select().from(payments).where(eq(payments.reference, reference)))[0];

/** A top-up through the (fake) gateway, approved and settled by a status poll. */
async function toppedUp(amount: number): Promise<string> {
  const res = await p.money<Started>("/v1/payment/top-up", p.client.token, { amount });
  expect(res.status).toBe(201);
  const { reference } = res.body.payment;
  p.gateway.approve(reference);
  expect((await p.status(p.client.token, reference)).body.status).toBe("success");
  return reference;
}

describe("refunds to the card (POST /v1/payment/refund/{reference})", () => {
  it("sends wallet money back through the payment's gateway, never more than it charged", async () => {
    const reference = await toppedUp(50_000);
    const before = await p.walletOf(p.client.id);
    const receipt = () =>
      p.send<{ refundable: number; refundedAmount: number }>(
        "GET",
        `/v1/payment/receipt/${reference}`,
        p.client.token,
      );
    expect((await receipt()).body).toMatchObject({ refundable: 50_000, refundedAmount: 0 });
    const part = await refund(reference, { amount: 20_000 });
    expect((await receipt()).body).toMatchObject({ refundable: 30_000, refundedAmount: 20_000 });
    expect(part.status).toBe(200);
    expect(part.body).toEqual({ reference, amount: 20_000, currency: "NGN", refundedAmount: 20_000 });
    expect(await p.walletOf(p.client.id)).toBe(before - 20_000);
    expect(p.gateway.refunds.at(-1)).toEqual({ gatewayReference: `gw-${reference}`, amount: 20_000 });

    const tooMuch = await refund(reference, { amount: 30_010 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(PAYMENT_MESSAGES.refundTooLarge);

    const rest = await refund(reference);
    expect(rest.body).toMatchObject({ amount: 30_000, refundedAmount: 50_000 });
    expect(await p.walletOf(p.client.id)).toBe(before - 50_000);
    expect((await receipt()).body).toMatchObject({ refundable: 0, refundedAmount: 50_000 });
    const none = await refund(reference);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(PAYMENT_MESSAGES.nothingToRefund);
    expect((await rowOf(reference))?.refundedAmount).toBe(50_000);
    await p.expectBooksBalanced();
  });

  it("a retry with the same key answers the first answer and sends nothing more", async () => {
    const reference = await toppedUp(40_000);
    const key = newKey();
    const sent = p.gateway.refunds.length;
    const first = await refund(reference, { amount: 10_000 }, key);
    const again = await refund(reference, { amount: 10_000 }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(p.gateway.refunds.length).toBe(sent + 1);
    expect((await rowOf(reference))?.refundedAmount).toBe(10_000);
  });

  it("five requests at once for all of a payment send it once", async () => {
    const reference = await toppedUp(30_000);
    const before = await p.walletOf(p.client.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(reference)));
    const sentNow = answers.filter((a) => a.status === 200).map((a) => a.body.amount);
    expect(sentNow.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(await p.walletOf(p.client.id)).toBe(before - 30_000);
    await p.expectBooksBalanced();
  });

  it("a refused refund puts the money back on the wallet and answers 502", async () => {
    const reference = await toppedUp(25_000);
    const before = await p.walletOf(p.client.id);
    p.gateway.refuseRefunds = true;
    try {
      const res = await refund(reference, { amount: 15_000 });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.gatewayUnavailable);
    } finally {
      p.gateway.refuseRefunds = false;
    }
    expect(await p.walletOf(p.client.id)).toBe(before);
    expect((await rowOf(reference))?.refundedAmount).toBe(0);
    await p.expectBooksBalanced();
    // Nothing is stuck: asking again sends it.
    expect((await refund(reference, { amount: 15_000 })).status).toBe(200);
  });

  it("only the payer's own successful gateway payments can be refunded to", async () => {
    const declined = await p.money<Started>("/v1/payment/top-up", p.client.token, { amount: 20_000 });
    p.gateway.decline(declined.body.payment.reference);
    await p.status(p.client.token, declined.body.payment.reference);
    const failed = await refund(declined.body.payment.reference);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe(PAYMENT_MESSAGES.notRefundable);

    const mine = await toppedUp(20_000);
    const other = await p.k.t.login("client.uk@demo.tranquil.example");
    const notMine = await refund(mine, {}, undefined, other.token);
    expect(notMine.status).toBe(403);
    expect((await refund("tq-nothing-here")).status).toBe(404);
    expect((await refund(mine, {}, undefined, p.provider.token)).status).toBe(403);
    const bad = await refund(mine, { amount: -5 } as { amount: number });
    expect(bad.status).toBe(400);
  });
});
