import { LEDGER_MESSAGES } from "@marketplace/domain/ledger";
import { sql } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, queryRows, type TestApp } from "../../test/test-app.ts";
import { bookingSeries, bookings } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { balanceOf, checkBooks, ledgerStatement, post, postNow } from "./ledger.ts";
import { bookingPaymentPosting, refundPosting, sessionEarningPosting, topUpPosting } from "./postings.ts";

let t: TestApp;
let clientId = "";
let providerId = "";
let seriesId = "";
let bookingId = "";
let paymentId = "";
const wallet = () => balanceOf(t.database.db, { kind: "client_wallet", userId: clientId, currency: "GBP" });

beforeAll(async () => {
  t = await createTestApp({ providers: 4, clients: 2 });
  clientId = (await t.login("client.uk@demo.tranquil.example")).user.identifier;
  providerId = (await t.login("provider@demo.tranquil.example")).user.identifier;
  // A fresh unpaid series of the seeded kind, so its payment is this test's own.
  const [series] = await t.database.db.select().from(bookingSeries).limit(1);
  if (!series) throw new Error("no seeded series");
  seriesId = ulid();
  bookingId = ulid();
  await t.database.db.insert(bookingSeries).values({ ...series, id: seriesId, status: "awaiting_payment" });
  await t.database.db.insert(bookings).values({ id: bookingId, seriesId, status: "awaiting_payment" });
  const payments = await queryRows<{ id: string }>(t.database.db, sql`select id from payments limit 1`);
  paymentId = payments[0]?.id ?? "";
});
afterAll(() => t.close());

describe("the ledger", () => {
  it("starts balanced, with the seeded top-ups on the wallets", async () => {
    expect(await wallet()).toBe(4_000);
    const books = await checkBooks(t.database.db);
    expect(books).toMatchObject({ unbalanced: [], drifted: [], negative: [] });
    expect(Object.values(books.totals).every((total) => total === 0)).toBe(true);
    const res = await t.json<{ balance: number; currency: string }>("/v1/wallet", {
      headers: { Authorization: `Bearer ${(await t.login("client.uk@demo.tranquil.example")).token}` },
    });
    expect(res.body).toEqual({ balance: 4_000, currency: "GBP" });
  });

  it("moves money in balanced transactions and posts each event once", async () => {
    const topUp = topUpPosting({
      userId: clientId,
      amount: 2_500,
      currency: "GBP",
      gateway: "sandbox",
      paymentId,
    });
    const first = await postNow(t.database.db, { ...topUp, dedupeKey: "test:top-up" });
    const replay = await postNow(t.database.db, { ...topUp, dedupeKey: "test:top-up" });
    expect(first.created).toBe(true);
    expect(replay).toEqual({ transactionId: first.transactionId, created: false });
    expect(await wallet()).toBe(6_500);
    await postNow(
      t.database.db,
      bookingPaymentPosting({
        clientId,
        seriesId,
        currency: "GBP",
        fromWallet: 5_000,
        fromGateway: 1_000,
        gateway: "sandbox",
      }),
    );
    expect(await wallet()).toBe(1_500);
    await postNow(
      t.database.db,
      refundPosting({ clientId, providerId, bookingId, fee: 3_000, lateFee: 1_000, currency: "GBP" }),
    );
    expect(await wallet()).toBe(3_500);
    expect(
      await balanceOf(t.database.db, { kind: "provider_earnings", userId: providerId, currency: "GBP" }),
    ).toBe(800);
    await postNow(
      t.database.db,
      sessionEarningPosting({ providerId, bookingId: bookingId, fee: 3_000, currency: "GBP" }),
    );
    const books = await checkBooks(t.database.db);
    expect(books).toMatchObject({ unbalanced: [], drifted: [], negative: [] });
    expect(books.totals.GBP).toBe(0);
    const statement = await ledgerStatement(t.database.db, clientId);
    expect(statement.map((e) => e.kind)).toContain("late_fee");
  });

  it("refuses to take a wallet below zero, and leaves nothing behind", async () => {
    const before = await wallet();
    const spend = bookingPaymentPosting({
      clientId,
      seriesId,
      currency: "GBP",
      fromWallet: before + 1,
      fromGateway: 0,
    });
    const failed = postNow(t.database.db, { ...spend, dedupeKey: "test:overspend" });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toThrow(LEDGER_MESSAGES.insufficientFunds);
    expect(await wallet()).toBe(before);
    expect((await checkBooks(t.database.db)).drifted).toEqual([]);
  });

  it("refuses a refund out of escrow that no payment put there, and the caller's transaction rolls back", async () => {
    // A currency of its own: this escrow starts empty whatever the seed or other tests put elsewhere.
    const currency = "CHF";
    const escrow = { kind: "booking_escrow" as const, currency };
    const chfWallet = { kind: "client_wallet" as const, userId: clientId, currency };
    const db = t.database.db;
    const refund = refundPosting({ clientId, providerId, bookingId, fee: 3_000, lateFee: 0, currency });
    await expect(
      db.transaction(async (tx) => {
        // Money that moved earlier in the same transaction goes back with the refused posting.
        await post(tx as never, {
          ...topUpPosting({ userId: clientId, amount: 700, currency, gateway: "sandbox", paymentId }),
          dedupeKey: "test:escrow-top-up",
        });
        await post(tx as never, { ...refund, dedupeKey: "test:escrow-refund" });
      }),
    ).rejects.toThrow(LEDGER_MESSAGES.belowZero);
    expect(await balanceOf(db, escrow)).toBe(0);
    expect(await balanceOf(db, chfWallet)).toBe(0);
    const keys = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from ledger_transactions where dedupe_key like 'test:escrow-%'`,
    );
    expect(Number(keys[0]?.n)).toBe(0);

    // Paid in first, the same refund goes through; a second one, beyond what escrow holds, does not.
    await postNow(db, {
      ...topUpPosting({ userId: clientId, amount: 3_000, currency, gateway: "sandbox", paymentId }),
      dedupeKey: "test:escrow-top-up",
    });
    await postNow(db, {
      ...bookingPaymentPosting({ clientId, seriesId, currency, fromWallet: 3_000, fromGateway: 0 }),
      dedupeKey: "test:escrow-payment",
    });
    expect(await balanceOf(db, escrow)).toBe(3_000);
    await postNow(db, { ...refund, dedupeKey: "test:escrow-refund" });
    expect(await balanceOf(db, chfWallet)).toBe(3_000);
    await expect(postNow(db, { ...refund, dedupeKey: "test:escrow-refund-again" })).rejects.toThrow(
      LEDGER_MESSAGES.belowZero,
    );
    expect(await balanceOf(db, escrow)).toBe(0);
    expect(await checkBooks(db)).toMatchObject({ unbalanced: [], drifted: [], negative: [] });
  });

  it("refuses to take the platform's revenue below zero", async () => {
    const db = t.database.db;
    const revenue = { kind: "platform_revenue" as const, currency: "CHF" };
    const before = await balanceOf(db, revenue);
    await expect(
      postNow(db, {
        kind: "correction",
        description: "x",
        currency: "CHF",
        lines: [
          { account: revenue, amount: -(before + 1) },
          { account: { kind: "gateway_clearing", currency: "CHF", label: "sandbox" }, amount: before + 1 },
        ],
      }),
    ).rejects.toThrow(LEDGER_MESSAGES.belowZero);
    expect(await balanceOf(db, revenue)).toBe(before);
  });

  it("refuses an unbalanced posting and one in two currencies", async () => {
    const account = { kind: "client_wallet" as const, userId: clientId, currency: "GBP" };
    await expect(
      postNow(t.database.db, {
        kind: "correction",
        description: "x",
        currency: "GBP",
        lines: [{ account, amount: 5 }],
      }),
    ).rejects.toThrow(LEDGER_MESSAGES.unbalanced);
    await expect(
      postNow(t.database.db, {
        kind: "correction",
        description: "x",
        currency: "GBP",
        lines: [
          { account, amount: 5 },
          { account: { kind: "platform_revenue", currency: "NGN" }, amount: -5 },
        ],
      }),
    ).rejects.toThrow(LEDGER_MESSAGES.mixedCurrencies);
  });

  it("is append-only and the database itself refuses an unbalanced transaction", async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_transactions (id, kind, description, currency_code) values ('01JD00000000000000000000TX', 'correction', 'bad', 'GBP')`,
        );
        await tx.execute(
          sql`insert into ledger_entries (id, transaction_id, account_id, amount) select '01JD00000000000000000000EN', '01JD00000000000000000000TX', id, 7 from ledger_accounts limit 1`,
        );
      }),
    ).rejects.toThrow();
    expect((await checkBooks(db)).unbalanced).toEqual([]);
  });

  it("posts inside the caller's transaction: a failure after it rolls the money back", async () => {
    const before = await wallet();
    await expect(
      t.database.db.transaction(async (tx) => {
        await post(tx as never, {
          ...topUpPosting({ userId: clientId, amount: 100, currency: "GBP", gateway: "sandbox", paymentId }),
          dedupeKey: "test:rolled-back",
        });
        throw new Error("the booking could not be confirmed");
      }),
    ).rejects.toThrow("the booking could not be confirmed");
    expect(await wallet()).toBe(before);
  });
});
