import { CANCELLATION_NOTICE_HOURS, lateCancellationFee } from "@marketplace/domain/booking";
import { PAYMENT_MESSAGES, splitFee } from "@marketplace/domain/ledger";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BookingView, Slot } from "../../test/booking-kit.ts";
import { type Created, type PaymentKit, paymentKit, postingsWithKey } from "../../test/payment-kit.ts";
import { queryRows, TEST_MAIL } from "../../test/test-app.ts";
import { completeSessions, settleNoShowClaims } from "../booking-lifecycle/index.ts";
import { bookingSeries } from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";

let p: PaymentKit;
beforeAll(async () => {
  p = await paymentKit();
});
afterAll(() => p.k.t.close());
afterEach(() => {
  p.k.clock.now = new Date();
});

const HOUR = 3_600_000;
const view = (id: string) => p.send<BookingView>("GET", `/v1/booking/${id}`, p.client.token);
/** Puts exactly enough on the client's wallet and pays the booking from it. */
async function bookAndPay(slots: Slot[]): Promise<Created> {
  const booked = await p.book(slots);
  await postNow(p.db, {
    kind: "correction",
    description: "test: fund the wallet",
    currency: "NGN",
    lines: [
      // From outside the platform, as a top-up would: the platform's revenue may not go below zero.
      {
        account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" },
        amount: -p.choice.fee * slots.length,
      },
      {
        account: { kind: "client_wallet", userId: p.client.id, currency: "NGN" },
        amount: p.choice.fee * slots.length,
      },
    ],
  });
  const paid = await p.money(`/v1/payment/booking/${booked.seriesIdentifier}`, p.client.token, {
    useWalletBalance: true,
    isSeries: true,
  });
  expect(paid.status).toBe(200);
  return booked;
}
const postedFor = (dedupeKey: string) => postingsWithKey(p.db, dedupeKey);

describe("refunds when the booking engine cancels a paid session", () => {
  it("a client cancelling with notice gets the whole fee back on the wallet", async () => {
    // The first open slot can be tomorrow morning, within the notice at this time of day: take one after it.
    const noticeEnds = Date.now() + (CANCELLATION_NOTICE_HOURS + 1) * 3_600_000;
    const slot = p.takeSlots(8).find((s) => new Date(s.startTime).getTime() > noticeEnds);
    const booked = await bookAndPay([slot as Slot]);
    const before = await p.walletOf(p.client.id);
    const res = await p.send("POST", `/v1/booking/${booked.identifier}/cancel`, p.client.token);
    expect(res.status).toBe(200);
    expect(await p.walletOf(p.client.id)).toBe(before + p.choice.fee);
    await p.expectBooksBalanced();
  });

  it("a client cancelling late gets the fee less the late fee; the provider earns the late fee less commission", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await bookAndPay([slot]);
    const wallet = await p.walletOf(p.client.id);
    const earnings = await p.earningsOf(p.provider.id);
    p.k.clock.now = new Date(Date.parse(slot.startTime) - 2 * HOUR);
    const res = await p.send<BookingView>("POST", `/v1/booking/${booked.identifier}/cancel`, p.client.token);
    expect(res.status).toBe(200);
    const lateFee = lateCancellationFee(p.choice.fee);
    expect(res.body.bookings[0]?.lateFee).toBe(lateFee);
    expect(await p.walletOf(p.client.id)).toBe(wallet + p.choice.fee - lateFee);
    expect(await p.earningsOf(p.provider.id)).toBe(earnings + splitFee(lateFee).provider);
    expect(await postedFor(`refund:${booked.identifier}`)).toBe(1);
    await p.expectBooksBalanced();
  });

  it("a provider's cancellation refunds in full, however late; one session of a series alone", async () => {
    const slots = p.takeSlots(2);
    const booked = await bookAndPay(slots);
    const wallet = await p.walletOf(p.client.id);
    const earnings = await p.earningsOf(p.provider.id);
    p.k.clock.now = new Date(Date.parse(slots[0]?.startTime ?? "") - HOUR);
    const res = await p.send<BookingView>(
      "POST",
      `/v1/booking/${booked.identifier}/cancel`,
      p.provider.token,
    );
    expect(res.status).toBe(200);
    expect(await p.walletOf(p.client.id)).toBe(wallet + p.choice.fee);
    expect(await p.earningsOf(p.provider.id)).toBe(earnings);
    expect(res.body.bookings.map((b) => b.status).sort()).toEqual(["cancelled", "confirmed"]);
    await p.expectBooksBalanced();
  });

  it("a provider's no-show claim refunds in full once undisputed for 48 hours", async () => {
    const [slot] = p.takeSlots(1);
    if (!slot) throw new Error("no slot");
    const booked = await bookAndPay([slot]);
    const wallet = await p.walletOf(p.client.id);
    p.k.clock.now = new Date(Date.parse(slot.startTime) + 15 * 60_000);
    const res = await p.send("POST", `/v1/booking/${booked.identifier}/provider-no-show`, p.client.token);
    expect(res.status).toBe(200);
    // Held in escrow while the provider may dispute it (decision 039).
    expect(await p.walletOf(p.client.id)).toBe(wallet);
    await settleNoShowClaims(p.db, new Date(p.k.clock.now.getTime() + 48 * HOUR), TEST_MAIL);
    expect(await p.walletOf(p.client.id)).toBe(wallet + p.choice.fee);
    await p.expectBooksBalanced();
  });

  it("cancelling an unpaid hold or a provider-initiated session moves no money", async () => {
    const [held, initiated] = p.takeSlots(2);
    if (!held || !initiated) throw new Error("no slot");
    const booked = await p.book([held]);
    const wallet = await p.walletOf(p.client.id);
    expect((await p.send("POST", `/v1/booking/${booked.identifier}/cancel`, p.client.token)).status).toBe(
      200,
    );
    const made = await p.send<Created>("POST", "/v1/booking", p.provider.token, {
      therapyIdentifier: p.choice.therapyIdentifier,
      modalityIdentifier: p.choice.modalityIdentifier,
      concerns: p.choice.concerns,
      clientIdentifier: p.client.id,
      participants: [],
      timeslotIdentifier: initiated.identifier,
    });
    expect(made.body.status).toBe("confirmed");
    expect(
      (await p.send("POST", `/v1/booking/${made.body.identifier}/cancel`, p.provider.token)).status,
    ).toBe(200);
    expect(await p.walletOf(p.client.id)).toBe(wallet);
    expect(await postedFor(`refund:${made.body.identifier}`)).toBe(0);
    await p.expectBooksBalanced();
  });
});

describe("completing held sessions", () => {
  it("completes sessions whose end has passed, posts each earning once, and the series when all are done", async () => {
    const slots = p.takeSlots(2);
    const [first, second] = slots as [Slot, Slot];
    const booked = await bookAndPay(slots);
    const sessions = (await view(booked.identifier)).body.bookings;
    const wallet = await p.send<{ available: number; pending: number }>(
      "GET",
      "/v1/payment/wallet/earnings",
      p.provider.token,
    );
    const share = splitFee(p.choice.fee).provider;
    expect(wallet.body.pending).toBeGreaterThanOrEqual(2 * share);

    const afterFirst = new Date(Date.parse(first.endTime) + 60_000);
    expect(afterFirst.getTime()).toBeLessThan(Date.parse(second.endTime));
    p.k.clock.now = afterFirst;
    const earnings = await p.earningsOf(p.provider.id);
    await completeSessions(p.db, afterFirst, TEST_MAIL);
    await completeSessions(p.db, afterFirst, TEST_MAIL);
    const firstId = sessions.find((s) => s.appointmentTime === first.startTime)?.identifier ?? "";
    expect(await postedFor(`earning:${firstId}`)).toBe(1);
    let v = await view(booked.identifier);
    expect(v.body.status).toBe("confirmed");
    expect(v.body.bookings.map((b) => b.status)).toEqual(["completed", "confirmed"]);
    const mine = await queryRows<{ amount: number }>(
      p.db,
      sql`select e.amount::int as amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where t.dedupe_key = ${`earning:${firstId}`} and a.kind = 'provider_earnings'`,
    );
    expect(mine.map((m) => m.amount)).toEqual([share]);
    expect(await p.earningsOf(p.provider.id)).toBeGreaterThanOrEqual(earnings + share);

    const afterAll = new Date(Date.parse(second.endTime) + 60_000);
    p.k.clock.now = afterAll;
    await completeSessions(p.db, afterAll, TEST_MAIL);
    v = await view(booked.identifier);
    expect(v.body.status).toBe("completed");
    expect(v.body.bookings.map((b) => b.status)).toEqual(["completed", "completed"]);
    await p.expectBooksBalanced();
  });

  it("a free session completes without posting; an unpaid provider-initiated one is cancelled as unpaid (issue 27)", async () => {
    const [free, initiated] = p.takeSlots(2);
    if (!free || !initiated) throw new Error("no slot");
    const booked = await p.book([free]);
    await p.db
      .update(bookingSeries)
      .set({ bookingFee: 0, totalBookingFee: 0 })
      .where(eq(bookingSeries.id, booked.seriesIdentifier));
    expect(
      (await p.money(`/v1/payment/booking/${booked.identifier}`, p.client.token, { useWalletBalance: false }))
        .status,
    ).toBe(200);
    const made = await p.send<Created>("POST", "/v1/booking", p.provider.token, {
      therapyIdentifier: p.choice.therapyIdentifier,
      modalityIdentifier: p.choice.modalityIdentifier,
      concerns: p.choice.concerns,
      clientIdentifier: p.client.id,
      participants: [],
      timeslotIdentifier: initiated.identifier,
    });
    const later = new Date(Math.max(Date.parse(free.endTime), Date.parse(initiated.endTime)) + 60_000);
    p.k.clock.now = later;
    await completeSessions(p.db, later, TEST_MAIL);
    expect((await view(booked.identifier)).body.status).toBe("completed");
    const unpaid = (await view(made.body.identifier)).body;
    expect(unpaid.status).toBe("cancelled");
    expect(unpaid.bookings[0]?.cancelReason).toBe("unpaid");
    expect(await postedFor(`earning:${booked.identifier}`)).toBe(0);
    expect(await postedFor(`earning:${made.body.identifier}`)).toBe(0);
    await p.expectBooksBalanced();
  });
});

describe("reading the money", () => {
  type Line = { identifier: string; kind: string; amount: number; account: string };
  type Page<T> = { data: T[]; meta: { page: number; totalPages: number; total: number; pageSize: number } };

  it("the statement: the person's entries, newest first, 10 a page", async () => {
    const first = await p.send<Page<Line>>("GET", "/v1/wallet/transactions", p.client.token);
    expect(first.status).toBe(200);
    expect(first.body.meta.pageSize).toBe(10);
    expect(first.body.meta.total).toBeGreaterThan(10);
    expect(first.body.meta.totalPages).toBe(Math.ceil(first.body.meta.total / 10));
    expect(first.body.data).toHaveLength(10);
    // The wallet's entries, and the card part of sessions paid by card (issue 28).
    expect(
      first.body.data.every(
        (l) =>
          l.account === "client_wallet" || (l.account === "gateway_clearing" && l.kind === "booking_payment"),
      ),
    ).toBe(true);
    const last = await p.send<Page<Line>>(
      "GET",
      `/v1/wallet/transactions?page=${first.body.meta.totalPages}`,
      p.client.token,
    );
    expect(last.body.data.length).toBe(first.body.meta.total - 10 * (first.body.meta.totalPages - 1));
    expect((await p.send("GET", "/v1/wallet/transactions?page=0", p.client.token)).status).toBe(400);
    const provider = await p.send<Page<Line>>("GET", "/v1/wallet/transactions", p.provider.token);
    expect(provider.body.data.every((l) => l.account === "provider_earnings")).toBe(true);
  });

  it("the provider's balance, earnings by month and transactions, filtered by date", async () => {
    const wallet = await p.send<{ available: number; pending: number; currency: string }>(
      "GET",
      "/v1/payment/wallet/earnings",
      p.provider.token,
    );
    expect(wallet.body).toMatchObject({ currency: "NGN", available: await p.earningsOf(p.provider.id) });
    const earnings = await p.send<{ total: number; byMonth: { month: string; amount: number }[] }>(
      "GET",
      "/v1/payment/earnings",
      p.provider.token,
    );
    expect(earnings.status, JSON.stringify(earnings.body)).toBe(200);
    expect(earnings.body.byMonth).toHaveLength(12);
    expect(earnings.body.byMonth.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    expect(earnings.body.total).toBeGreaterThanOrEqual(
      earnings.body.byMonth.reduce((s, m) => s + m.amount, 0),
    );
    expect(earnings.body.byMonth.at(-1)?.amount).toBeGreaterThan(0);

    type Tx = Line & { booking: { identifier: string; clientName: string } | null };
    const all = await p.send<Page<Tx>>("GET", "/v1/transactions", p.provider.token);
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const around = await p.send<Page<Tx>>(
      "GET",
      `/v1/transactions?startDate=${yesterday}&endDate=${tomorrow}`,
      p.provider.token,
    );
    expect(around.body.meta.total).toBeGreaterThan(0);
    const past = await p.send<Page<Tx>>(
      "GET",
      "/v1/transactions?startDate=2020-01-01&endDate=2020-12-31",
      p.provider.token,
    );
    expect(past.body.meta.total).toBe(0);
    const backwards = await p.send(
      "GET",
      `/v1/transactions?startDate=${today}&endDate=2020-01-01`,
      p.provider.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(PAYMENT_MESSAGES.dateOrder);
    expect((await p.send("GET", "/v1/transactions?startDate=2026-02-30", p.provider.token)).status).toBe(400);

    const earning = all.body.data.find((t) => t.kind === "earning");
    if (!earning) throw new Error("no earning");
    expect(earning.booking?.clientName).toBe("Amara Okafor");
    const one = await p.send<{ amount: number; gross: number; commission: number }>(
      "GET",
      `/v1/transactions/${earning.identifier}`,
      p.provider.token,
    );
    expect(one.status).toBe(200);
    expect(one.body.gross).toBe(one.body.amount + one.body.commission);
    expect(splitFee(one.body.gross)).toEqual({ provider: one.body.amount, platform: one.body.commission });
    const unknown = await p.send("GET", "/v1/transactions/01JD0000000000000000000000", p.provider.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PAYMENT_MESSAGES.transactionNotFound);
    expect((await p.send("GET", "/v1/transactions", p.client.token)).status).toBe(403);
  });
});
