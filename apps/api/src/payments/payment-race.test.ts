import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentKit, paymentKit, type Started } from "../../test/payment-kit.ts";
import { onPostgres, queryRows, TEST_MAIL } from "../../test/test-app.ts";
import { postNow } from "../ledger/ledger.ts";
import { onPaymentEvent } from "./payment-events.ts";

/**
 * Money moves once however requests race (docs/decisions/023-ledger-and-payments.md): on a real
 * PostgreSQL server with a pool of connections, concurrent payments of one booking charge once and a
 * status poll racing the webhook credits once.
 */
describe.runIf(onPostgres())("paying one booking many times at once (PostgreSQL)", () => {
  let p: PaymentKit;
  beforeAll(async () => {
    p = await paymentKit();
  });
  afterAll(() => p.k.t.close());

  const count = async (like: string) =>
    (
      await queryRows<{ n: number }>(
        p.db,
        sql`select count(*)::int as n from ledger_transactions where dedupe_key like ${like}`,
      )
    )[0]?.n ?? 0;

  it("20 wallet payments with different keys: one 200, 19 × 409, charged once", async () => {
    const booked = await p.book(p.takeSlots(2));
    const total = p.choice.fee * 2;
    await postNow(p.db, {
      kind: "correction",
      description: "test: fund the wallet",
      currency: "NGN",
      lines: [
        // From outside the platform, as a top-up would: the platform's revenue may not go below zero.
        { account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" }, amount: -total * 5 },
        { account: { kind: "client_wallet", userId: p.client.id, currency: "NGN" }, amount: total * 5 },
      ],
    });
    const before = await p.walletOf(p.client.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        p.money(`/v1/payment/booking/${booked.seriesIdentifier}`, p.client.token, {
          useWalletBalance: true,
          isSeries: true,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set([PAYMENT_MESSAGES.notAwaitingPayment]),
    );
    expect(await p.walletOf(p.client.id)).toBe(before - total);
    expect(await count(`booking_payment:${booked.seriesIdentifier}`)).toBe(1);
    await p.expectBooksBalanced();
  });

  it("20 gateway checkouts of one booking all approved and polled at once: the booking is paid once, the rest goes to the wallet", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    const before = await p.walletOf(p.client.id);
    const started = await Promise.all(
      Array.from({ length: 20 }, () =>
        p.money<Started>(`/v1/payment/booking/${booked.identifier}`, p.client.token, {
          useWalletBalance: false,
        }),
      ),
    );
    expect(new Set(started.map((s) => s.status))).toEqual(new Set([201]));
    const references = started.map((s) => s.body.payment.reference);
    for (const r of references) p.gateway.approve(r);
    const polls = await Promise.all(
      references.flatMap((r) => [
        p.status(p.client.token, r),
        p.status(p.client.token, r),
        onPaymentEvent(
          { db: p.db, clock: () => p.k.clock.now, ...TEST_MAIL },
          "sandbox",
          p.gateway.event(r),
        ).then(() => null),
      ]),
    );
    for (const poll of polls) if (poll) expect(poll.status).toBe(200);
    expect(await count(`booking_payment:${booked.seriesIdentifier}`)).toBe(1);
    expect(await p.walletOf(p.client.id)).toBe(before + 19 * p.choice.fee);
    const settled = await Promise.all(references.map((r) => p.status(p.client.token, r)));
    expect(new Set(settled.map((s) => s.body.status))).toEqual(new Set(["success"]));
    await p.expectBooksBalanced();
  });

  it("a status poll racing the webhook credits a top-up once", async () => {
    const before = await p.walletOf(p.client.id);
    const res = await p.money<Started>("/v1/payment/top-up", p.client.token, { amount: 123_456 });
    const { reference } = res.body.payment;
    p.gateway.approve(reference);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? p.status(p.client.token, reference)
          : onPaymentEvent(
              { db: p.db, clock: () => p.k.clock.now, ...TEST_MAIL },
              "sandbox",
              p.gateway.event(reference),
            ),
      ),
    );
    expect(await p.walletOf(p.client.id)).toBe(before + 123_456);
    await p.expectBooksBalanced();
  });

  it("10 retries with one key at once: one payment, one answer", async () => {
    const key = `race-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.money<Started>("/v1/payment/top-up", p.client.token, { amount: 50_000 }, key),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.payment.reference)).size).toBe(1);
  });
});
