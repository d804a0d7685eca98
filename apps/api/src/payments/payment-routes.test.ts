import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { PAYMENT_MESSAGES, TOP_UP_MAXIMUM, TOP_UP_MINIMUM } from "@marketplace/domain/ledger";
import { eq, sql } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingView } from "../../test/booking-kit.ts";
import { newKey, type PaymentKit, paymentKit, type Started } from "../../test/payment-kit.ts";
import { queryRows, TEST_MAIL } from "../../test/test-app.ts";
import { bookingSeries, payments } from "../db/schema/index.ts";
import { IDEMPOTENCY_KEEP_MS, pruneIdempotencyKeys } from "../http/index.ts";
import { postNow } from "../ledger/ledger.ts";
import { topUpPosting } from "../ledger/postings.ts";
import { onPaymentEvent } from "./payment-events.ts";

let p: PaymentKit;
beforeAll(async () => {
  p = await paymentKit();
  expect(p.choice.fee).toBeGreaterThan(0);
});
afterAll(() => p.k.t.close());

const topUp = (amount: unknown, key?: string, token = p.client.token) =>
  p.money<Started>("/v1/payment/top-up", token, { amount }, key);
const view = (id: string) => p.send<BookingView>("GET", `/v1/booking/${id}`, p.client.token);
/** Puts money on a wallet directly, as a settled top-up would. */
async function fund(userId: string, amount: number) {
  const [row] = await p.db
    .insert(payments)
    .values({
      id: ulid(),
      userId,
      reference: newKey(),
      purpose: "wallet_top_up",
      amount,
      currencyCode: "NGN",
      gateway: "sandbox",
      status: "success",
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("no payment");
  await postNow(
    p.db,
    topUpPosting({ userId, amount, currency: "NGN", gateway: "sandbox", paymentId: row.id }),
  );
}
/** Spends the wallet down to `left`. */
async function drainTo(userId: string, left: number) {
  const balance = await p.walletOf(userId);
  if (balance > left) {
    await postNow(p.db, {
      kind: "correction",
      description: "test: spend the wallet",
      currency: "NGN",
      lines: [
        { account: { kind: "client_wallet", userId, currency: "NGN" }, amount: -(balance - left) },
        { account: { kind: "platform_revenue", currency: "NGN" }, amount: balance - left },
      ],
    });
  } else if (balance < left) {
    await fund(userId, left - balance);
  }
}

describe("topping up the wallet", () => {
  it("needs an Idempotency-Key and a whole amount within the limits", async () => {
    const none = await p.send("POST", "/v1/payment/top-up", p.client.token, { amount: 5_000 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(PAYMENT_MESSAGES.idempotencyKeyRequired);
    for (const [amount, message] of [
      [10.5, PAYMENT_MESSAGES.amountWhole],
      [TOP_UP_MINIMUM - 1, PAYMENT_MESSAGES.amountTooSmall],
      [TOP_UP_MAXIMUM + 1, PAYMENT_MESSAGES.amountTooLarge],
      ["5000", "Amount is required"],
    ] as const) {
      const res = await topUp(amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const provider = await topUp(5_000, undefined, p.provider.token);
    expect(provider.status).toBe(403);
  });

  it("holds each currency to its own limits, the form's (packages/domain wallet)", async () => {
    // The demo client is in Nigeria (NGN): ₦100 at least; ₦99.99 was accepted before (100 minor units).
    const tooSmall = await topUp(9_999);
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.message).toBe("The smallest top-up is ₦100");
    expect((await topUp(10_000)).status).toBe(201);
    // A client in the UK (GBP): £5 to £5,000.
    const uk = (await p.k.t.login("client.uk@demo.tranquil.example")).token;
    const pence = await topUp(499, undefined, uk);
    expect(pence.status).toBe(400);
    expect(pence.body.message).toBe("The smallest top-up is £5");
    const tooLarge = await topUp(500_001, undefined, uk);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe("The largest top-up is £5,000");
  });

  it("starts a checkout, stays pending until the gateway says so, then credits the wallet once", async () => {
    const before = await p.walletOf(p.client.id);
    const res = await topUp(250_000);
    expect(res.status).toBe(201);
    const { reference, status } = res.body.payment;
    expect(status).toBe("pending");
    expect(res.body.metadata.authorizationUrl).toBe(`http://gateway.test/checkout/${reference}`);
    const checkout = p.gateway.checkout(reference);
    expect(checkout).toMatchObject({
      amount: 250_000,
      currency: "NGN",
      email: "client@demo.tranquil.example",
    });
    expect(checkout.callbackUrl).toBe("http://global.test/overview");

    expect((await p.status(p.client.token, reference)).body).toMatchObject({
      status: "pending",
      amount: 250_000,
      currency: "NGN",
      purpose: "wallet_top_up",
      seriesIdentifier: null,
    });
    p.gateway.approve(reference);
    // A poll, a second poll, and the webhook twice: the wallet is credited once.
    for (let i = 0; i < 2; i++)
      expect((await p.status(p.client.token, reference)).body.status).toBe("success");
    const event = p.gateway.event(reference);
    await onPaymentEvent({ db: p.db, clock: () => p.k.clock.now, ...TEST_MAIL }, "sandbox", event);
    await onPaymentEvent({ db: p.db, clock: () => p.k.clock.now, ...TEST_MAIL }, "sandbox", event);
    expect(await p.walletOf(p.client.id)).toBe(before + 250_000);
    const posted = await queryRows<{ n: number }>(
      p.db,
      sql`select count(*)::int as n from ledger_transactions where dedupe_key like 'top_up:%' and payment_id = (select id from payments where reference = ${reference})`,
    );
    expect(posted[0]?.n).toBe(1);
    const wallet = await p.send<{ balance: number }>("GET", "/v1/wallet", p.client.token);
    expect(wallet.body.balance).toBe(before + 250_000);
    await p.expectBooksBalanced();
  });

  it("answers only the payer, and 404 for a reference nobody has", async () => {
    const res = await topUp(10_000);
    const other = await p.k.t.login("client.uk@demo.tranquil.example");
    const theirs = await p.status(other.token, res.body.payment.reference);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(PAYMENT_MESSAGES.notYourPayment);
    expect((await p.status(p.client.token, "tq-nobody")).status).toBe(404);
    expect((await p.status(p.client.token, "no%20spaces")).status).toBe(400);
  });

  it("a declined top-up fails and credits nothing; an unreachable gateway answers 502", async () => {
    const before = await p.walletOf(p.client.id);
    const res = await topUp(30_000);
    p.gateway.decline(res.body.payment.reference);
    expect((await p.status(p.client.token, res.body.payment.reference)).body.status).toBe("failed");
    expect(await p.walletOf(p.client.id)).toBe(before);
    p.gateway.down = true;
    try {
      const down = await topUp(30_000);
      expect(down.status).toBe(502);
      expect(down.body.message).toBe(PAYMENT_MESSAGES.gatewayUnavailable);
    } finally {
      p.gateway.down = false;
    }
  });

  it("a webhook reporting another amount or currency marks the payment failed and credits nothing", async () => {
    const before = await p.walletOf(p.client.id);
    for (const reported of [
      { amount: 9_999, currency: "NGN" },
      { amount: 40_000, currency: "USD" },
    ]) {
      const res = await topUp(40_000);
      const { reference } = res.body.payment;
      p.gateway.approve(reference, reported);
      await onPaymentEvent(
        { db: p.db, clock: () => p.k.clock.now, ...TEST_MAIL },
        "sandbox",
        p.gateway.event(reference),
      );
      const [row] = await p.db.select().from(payments).where(eq(payments.reference, reference));
      expect(row).toMatchObject({ status: "failed", failureReason: "amount_mismatch" });
      // A later poll finds it settled and leaves it so.
      expect((await p.status(p.client.token, reference)).body.status).toBe("failed");
    }
    expect(await p.walletOf(p.client.id)).toBe(before);
  });
});

describe("the gateway's webhook", () => {
  it("settles the payment through the webhook route, once however often it is delivered", async () => {
    const before = await p.walletOf(p.client.id);
    const res = await topUp(65_000);
    const { reference } = res.body.payment;
    p.gateway.approve(reference);
    const deliver = (event: unknown, signature = "ok") =>
      p.k.t.app.request("/v1/payment/webhook/sandbox", {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-fake-signature": signature },
        body: JSON.stringify(event),
      });
    expect((await deliver(p.gateway.event(reference), "forged")).status).toBe(400);
    expect(await p.walletOf(p.client.id)).toBe(before);
    for (let i = 0; i < 3; i++) expect((await deliver(p.gateway.event(reference))).status).toBe(200);
    expect(await p.walletOf(p.client.id)).toBe(before + 65_000);
    const verifications = p.gateway.verifications;
    expect((await p.status(p.client.token, reference)).body.status).toBe("success");
    // Settled by the webhook: the poll did not need to ask the gateway.
    expect(p.gateway.verifications).toBe(verifications);
  });
});

describe("idempotency", () => {
  it("answers a retry with the first answer and moves nothing; another body with the key is 422", async () => {
    const key = newKey();
    const first = await topUp(70_000, key);
    const again = await topUp(70_000, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const rows = await p.db
      .select()
      .from(payments)
      .where(eq(payments.reference, first.body.payment.reference));
    expect(rows).toHaveLength(1);
    expect(p.gateway.checkouts.has(first.body.payment.reference)).toBe(true);
    const other = await topUp(70_001, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(PAYMENT_MESSAGES.idempotencyKeyReused);
    // Key order and spacing are the same request.
    const reordered = await p.send<Started>(
      "POST",
      "/v1/payment/top-up",
      p.client.token,
      JSON.parse(`{ "amount": 70000 }`),
      { "Idempotency-Key": key },
    );
    expect(reordered.body.payment.reference).toBe(first.body.payment.reference);
  });

  it("makes concurrent requests with one key wait for the first and answer the same", async () => {
    const key = newKey();
    const count = async () =>
      (await queryRows<{ n: number }>(p.db, sql`select count(*)::int as n from payments`))[0]?.n ?? 0;
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 5 }, () => topUp(80_000, key)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.payment.reference)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it("frees the key after a 400, so the corrected request can use it", async () => {
    const key = newKey();
    expect((await topUp(1, key)).status).toBe(400);
    expect((await topUp(90_000, key)).status).toBe(201);
  });

  it("forgets keys after a day", async () => {
    const key = newKey();
    const first = await topUp(55_000, key);
    expect(await pruneIdempotencyKeys(p.db, new Date())).toBe(0);
    await pruneIdempotencyKeys(p.db, new Date(Date.now() + IDEMPOTENCY_KEEP_MS + 60_000));
    const later = await topUp(55_000, key);
    expect(later.status).toBe(201);
    expect(later.body.payment.reference).not.toBe(first.body.payment.reference);
  });

  it("keeps keys apart per person", async () => {
    const key = newKey();
    const other = await p.k.t.login("client.uk@demo.tranquil.example");
    const mine = await topUp(50_000, key);
    const theirs = await topUp(50_000, key, other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.payment.reference).not.toBe(mine.body.payment.reference);
  });
});

describe("paying for a booking", () => {
  const pay = (id: string, body: Record<string, unknown>, key?: string) =>
    p.money<Started & { status?: string; payment: { reference: string } }>(
      `/v1/payment/booking/${id}`,
      p.client.token,
      body,
      key,
    );

  it("from the wallet: a series of 3 is confirmed at once, its slots booked", async () => {
    const slots = p.takeSlots(3);
    const booked = await p.book(slots);
    const total = p.choice.fee * 3;
    await drainTo(p.client.id, total + 1_234);
    const res = await pay(booked.seriesIdentifier, { useWalletBalance: true, isSeries: true });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("success");
    expect(await p.walletOf(p.client.id)).toBe(1_234);
    const v = await view(booked.identifier);
    expect(v.body.status).toBe("confirmed");
    expect(v.body.holdExpiresAt).toBeNull();
    expect(v.body.bookings.map((b) => b.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    const open = await p.k.slots(p.provider.id, 40);
    expect(open.some((s) => slots.some((x) => x.identifier === s.identifier))).toBe(false);
    const states = await queryRows<{ status: string }>(
      p.db,
      sql`select status from timeslots where id in (${sql.join(
        slots.map((s) => sql`${s.identifier}`),
        sql`, `,
      )})`,
    );
    expect(states.map((s) => s.status)).toEqual(["booked", "booked", "booked"]);
    const status = await p.status(p.client.token, res.body.payment.reference);
    expect(status.body).toMatchObject({
      status: "success",
      amount: total,
      purpose: "booking",
      seriesIdentifier: booked.seriesIdentifier,
    });
    // Paying again: the booking no longer waits for payment.
    const twice = await pay(booked.seriesIdentifier, { useWalletBalance: true, isSeries: true });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(PAYMENT_MESSAGES.notAwaitingPayment);
    await p.expectBooksBalanced();
  });

  it("through the gateway: approve, poll, confirmed; the books balance", async () => {
    const [slot] = p.takeSlots(1);
    const booked = await p.book([slot as NonNullable<typeof slot>]);
    const res = await pay(booked.identifier, { useWalletBalance: false, isSeries: false });
    expect(res.status).toBe(201);
    const { reference } = res.body.payment;
    expect(res.body.payment.status).toBe("pending");
    expect(p.gateway.checkout(reference)).toMatchObject({
      amount: p.choice.fee,
      callbackUrl: `http://global.test/payment/${booked.identifier}`,
    });
    expect((await view(booked.identifier)).body.status).toBe("awaiting_payment");
    p.gateway.approve(reference);
    const status = await p.status(p.client.token, reference);
    expect(status.body).toMatchObject({ status: "success", seriesIdentifier: booked.seriesIdentifier });
    expect((await view(booked.identifier)).body.status).toBe("confirmed");
    await p.expectBooksBalanced();
  });

  it("wallet first, gateway for the rest: the wallet's part is taken only when the gateway's succeeds", async () => {
    const slots = p.takeSlots(2);
    const booked = await p.book(slots);
    const total = p.choice.fee * 2;
    await drainTo(p.client.id, 1_000);
    const res = await pay(booked.seriesIdentifier, {
      useWalletBalance: true,
      isSeries: true,
      site: "http://nigeria.test",
    });
    expect(res.status).toBe(201);
    const { reference } = res.body.payment;
    expect(p.gateway.checkout(reference)).toMatchObject({
      amount: total - 1_000,
      callbackUrl: `http://nigeria.test/payment/series/${booked.seriesIdentifier}`,
    });
    expect(await p.walletOf(p.client.id)).toBe(1_000);
    p.gateway.approve(reference);
    expect((await p.status(p.client.token, reference)).body).toMatchObject({
      status: "success",
      amount: total,
    });
    expect(await p.walletOf(p.client.id)).toBe(0);
    expect((await view(booked.identifier)).body.status).toBe("confirmed");
    const receipt = await p.send<Record<string, unknown>>(
      "GET",
      `/v1/payment/receipt/${reference}`,
      p.client.token,
    );
    expect(receipt.body).toMatchObject({
      appliedTo: "booking",
      amount: total,
      walletAmount: 1_000,
      gatewayAmount: total - 1_000,
      description: "Session payment",
      booking: { seriesIdentifier: booked.seriesIdentifier, totalSessions: 2, status: "confirmed" },
    });
    await p.expectBooksBalanced();
  });

  // Issue 28: one declined card released the slot; the client had to fill the booking form again.
  it("a decline keeps the hold until it ends: the slot stays the client's and a second payment confirms it", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    const held = await view(booked.identifier);
    const before = await p.walletOf(p.client.id);
    const res = await pay(booked.identifier, { useWalletBalance: false });
    p.gateway.decline(res.body.payment.reference);
    expect((await p.status(p.client.token, res.body.payment.reference)).body.status).toBe("failed");
    const after = await view(booked.identifier);
    expect(after.body).toMatchObject({
      status: "awaiting_payment",
      holdExpiresAt: held.body.holdExpiresAt,
      actions: { pay: true },
    });
    expect((await p.k.slots(p.provider.id, 40)).some((s) => s.identifier === slot.identifier)).toBe(false);
    expect(await p.walletOf(p.client.id)).toBe(before);
    const receipt = await p.send("GET", `/v1/payment/receipt/${res.body.payment.reference}`, p.client.token);
    expect(receipt.status).toBe(409);
    expect(receipt.body.message).toBe(PAYMENT_MESSAGES.receiptNotReady);
    // Paying again (a new checkout) confirms the same booking, charged once.
    const again = await pay(booked.identifier, { useWalletBalance: false });
    expect(again.status).toBe(201);
    p.gateway.approve(again.body.payment.reference);
    expect((await p.status(p.client.token, again.body.payment.reference)).body.status).toBe("success");
    expect((await view(booked.identifier)).body.status).toBe("confirmed");
    expect(await p.walletOf(p.client.id)).toBe(before);
    await p.expectBooksBalanced();
  });

  it("a decline after the hold ended leaves the series expired and the slot open", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    const res = await pay(booked.identifier, { useWalletBalance: false });
    p.k.clock.now = new Date(p.k.clock.now.getTime() + 11 * 60_000);
    try {
      p.gateway.decline(res.body.payment.reference);
      expect((await p.status(p.client.token, res.body.payment.reference)).body.status).toBe("failed");
      expect((await view(booked.identifier)).body.status).toBe("expired");
      expect((await p.k.slots(p.provider.id, 40)).some((s) => s.identifier === slot.identifier)).toBe(true);
    } finally {
      p.k.clock.now = new Date();
    }
  });

  it("a payment that succeeds after the hold lapsed goes to the wallet, the series stays expired", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    const res = await pay(booked.identifier, { useWalletBalance: false });
    const { reference } = res.body.payment;
    const before = await p.walletOf(p.client.id);
    p.k.clock.now = new Date(p.k.clock.now.getTime() + 11 * 60_000);
    try {
      p.gateway.approve(reference);
      const status = await p.status(p.client.token, reference);
      expect(status.body.status).toBe("success");
      expect(await p.walletOf(p.client.id)).toBe(before + p.choice.fee);
      expect((await view(booked.identifier)).body.status).toBe("expired");
      const receipt = await p.send<{ appliedTo: string; amount: number }>(
        "GET",
        `/v1/payment/receipt/${reference}`,
        p.client.token,
      );
      expect(receipt.body).toMatchObject({ appliedTo: "wallet", amount: p.choice.fee });
      // Paying for the lapsed booking is refused with the reason.
      const late = await pay(booked.identifier, { useWalletBalance: true });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(PAYMENT_MESSAGES.holdLapsed);
    } finally {
      p.k.clock.now = new Date();
    }
    await p.expectBooksBalanced();
  });

  it("a wallet spent before the gateway's part succeeds: the gateway's part is credited, the booking not paid", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    await drainTo(p.client.id, 500);
    const res = await pay(booked.identifier, { useWalletBalance: true });
    expect(res.status).toBe(201);
    await drainTo(p.client.id, 0);
    p.gateway.approve(res.body.payment.reference);
    expect((await p.status(p.client.token, res.body.payment.reference)).body.status).toBe("success");
    expect(await p.walletOf(p.client.id)).toBe(p.choice.fee - 500);
    expect((await view(booked.identifier)).body.status).toBe("awaiting_payment");
    await p.expectBooksBalanced();
  });

  it("refuses what is not the client's to pay, with the engine's messages", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    const other = await p.k.t.login("client.uk@demo.tranquil.example");
    const theirs = await p.money(`/v1/payment/booking/${booked.identifier}`, other.token, {});
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(BOOKING_API_MESSAGES.notYours);
    const missing = await pay("01JD0000000000000000000000", {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BOOKING_API_MESSAGES.bookingNotFound);
    // A session's id with isSeries is not a series.
    expect((await pay(booked.identifier, { isSeries: true })).status).toBe(404);
    expect((await pay(booked.identifier, { useWalletBalance: "yes" })).status).toBe(400);
    expect((await pay(booked.identifier, { site: "http://evil.test" })).status).toBe(400);
    const provider = await p.money(`/v1/payment/booking/${booked.identifier}`, p.provider.token, {});
    expect(provider.status).toBe(403);
    await drainTo(p.client.id, 0);
    // Withdrawn, so the client stays under the two unpaid bookings allowed at once (decision 038).
    expect((await p.send("POST", `/v1/booking/${booked.identifier}/cancel`, p.client.token)).status).toBe(
      200,
    );
  });

  it("a free booking is confirmed at once without moving money", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await p.book([slot]);
    await p.db
      .update(bookingSeries)
      .set({ bookingFee: 0, totalBookingFee: 0 })
      .where(eq(bookingSeries.id, booked.seriesIdentifier));
    const res = await pay(booked.identifier, { useWalletBalance: false });
    expect(res.status).toBe(200);
    expect((await view(booked.identifier)).body.status).toBe("confirmed");
    await p.expectBooksBalanced();
  });
});
