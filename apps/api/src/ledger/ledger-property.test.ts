import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onPostgres, queryRows, type TestApp } from "../../test/test-app.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { checkBooks, post } from "./ledger.ts";
import { bookingPaymentPosting, topUpPosting } from "./postings.ts";

/**
 * The books balance under load (issue 14): 10,000 random operations — top-ups, payments from the
 * wallet, refunds, gateway failures after posting, replays of earlier events — run concurrently on a
 * real PostgreSQL server. Afterwards every transaction balances, every cached balance equals its
 * entries, no wallet is negative, and each wallet holds exactly what its successful operations say.
 */
type Op =
  | { kind: "topUp"; client: number; amount: number }
  | { kind: "pay"; client: number; amount: number }
  | { kind: "refund"; client: number; amount: number }
  | { kind: "failAfterTopUp"; client: number; amount: number }
  | { kind: "replay"; of: number };

const OPS = 10_000;
const CURRENCY = "NGN";

describe.runIf(onPostgres())("the ledger under 10,000 random concurrent operations (PostgreSQL)", () => {
  let t: TestApp;
  let clients: string[] = [];
  let paymentId = "";
  beforeAll(async () => {
    t = await createTestApp({ providers: 2, clients: 6 });
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where role = 'client' order by id`,
    );
    clients = rows.map((r) => r.id);
    const pay = await queryRows<{ id: string }>(t.database.db, sql`select id from payments limit 1`);
    paymentId = pay[0]?.id ?? "";
  });
  afterAll(() => t.close());

  it("keeps the books balanced and no wallet below zero", { timeout: 600_000 }, async () => {
    const db = t.database.db;
    const start = await queryRows<{ user_id: string; balance: string }>(
      db,
      sql`select user_id, balance from ledger_accounts where kind = 'client_wallet' and currency_code = ${CURRENCY}`,
    );
    const expected = new Map(clients.map((id) => [id, 0]));
    for (const row of start) expected.set(row.user_id, Number(row.balance));

    const amount = fc.integer({ min: 1, max: 50_000 });
    const client = fc.integer({ min: 0, max: clients.length - 1 });
    const ops = fc.sample(
      fc.oneof(
        { weight: 4, arbitrary: fc.record({ kind: fc.constant("topUp" as const), client, amount }) },
        { weight: 4, arbitrary: fc.record({ kind: fc.constant("pay" as const), client, amount }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant("refund" as const), client, amount }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant("failAfterTopUp" as const), client, amount }) },
        {
          weight: 1,
          arbitrary: fc.record({ kind: fc.constant("replay" as const), of: fc.nat({ max: OPS - 1 }) }),
        },
      ),
      { numRuns: OPS, seed: 20261126 },
    ) as Op[];

    const key = (i: number) => `property:${i}`;
    const seen = { refused: 0, failed: 0, noop: 0 };
    const run = async (op: Op, i: number): Promise<void> => {
      const target = op.kind === "replay" ? ops[op.of] : op;
      if (!target || target.kind === "replay") return;
      const userId = clients[target.client] as string;
      const dedupeKey = key(op.kind === "replay" ? op.of : i);
      const posting =
        target.kind === "pay"
          ? {
              ...bookingPaymentPosting({
                clientId: userId,
                seriesId: "",
                currency: CURRENCY,
                fromWallet: target.amount,
                fromGateway: 0,
              }),
              seriesId: null,
            }
          : target.kind === "refund"
            ? {
                kind: "refund" as const,
                description: "Refund",
                currency: CURRENCY,
                lines: [
                  {
                    account: { kind: "booking_escrow" as const, currency: CURRENCY },
                    amount: -target.amount,
                  },
                  {
                    account: { kind: "client_wallet" as const, userId, currency: CURRENCY },
                    amount: target.amount,
                  },
                ],
              }
            : topUpPosting({
                userId,
                amount: target.amount,
                currency: CURRENCY,
                gateway: "sandbox",
                paymentId,
              });
      try {
        const posted = await db.transaction(async (tx) => {
          const result = await post(tx as unknown as Db, { ...posting, dedupeKey });
          // A gateway that fails after the posting: the whole database transaction rolls back.
          if (target.kind === "failAfterTopUp") throw new Error("gateway failed");
          return result;
        });
        if (!posted.created) seen.noop += 1;
        if (posted.created) {
          const sign = target.kind === "pay" ? -1 : 1;
          expected.set(userId, (expected.get(userId) ?? 0) + sign * target.amount);
        }
      } catch (err) {
        const refused = err instanceof ApiError && err.status === 409;
        const failed = err instanceof Error && err.message === "gateway failed";
        // A replay racing its original can meet the unique dedupe key: a refusal, never a double post.
        const raced = String((err as { cause?: { code?: string } }).cause?.code ?? "") === "23505";
        if (!refused && !failed && !raced) throw err;
        if (refused) seen.refused += 1;
        if (failed) seen.failed += 1;
      }
    };

    const CONCURRENCY = 40;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ops.length) {
          const i = next++;
          await run(ops[i] as Op, i);
        }
      }),
    );

    const books = await checkBooks(db);
    expect(books.unbalanced).toEqual([]);
    expect(books.drifted).toEqual([]);
    expect(books.negative).toEqual([]);
    expect(Object.values(books.totals).every((total) => total === 0)).toBe(true);
    const end = await queryRows<{ user_id: string; balance: string }>(
      db,
      sql`select user_id, balance from ledger_accounts where kind = 'client_wallet' and currency_code = ${CURRENCY}`,
    );
    const actual = new Map(clients.map((id) => [id, 0]));
    for (const row of end) actual.set(row.user_id, Number(row.balance));
    expect(actual).toEqual(expected);
    // Some of everything happened: money moved, payments were refused, gateways failed, replays were no-ops.
    const kinds = await queryRows<{ kind: string; n: string }>(
      db,
      sql`select kind, count(*) as n from ledger_transactions where dedupe_key like 'property:%' group by kind`,
    );
    expect(kinds.map((r) => r.kind).sort()).toEqual(["booking_payment", "refund", "top_up"]);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.failed).toBeGreaterThan(0);
    expect(seen.noop).toBeGreaterThan(0);
  });
});
