import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitFee } from "./ledger-rules.ts";
import {
  computeStatement,
  parseStatementMonth,
  type StatementEntry,
  statementLine,
} from "./statement-rules.ts";

const DAY = 86_400_000;
const FROM = new Date("2026-03-01T00:00:00Z");
const TO = new Date("2026-04-01T00:00:00Z");

/** An operation on a provider's books, as the ledger's postings write it. */
const operation = fc.record({
  op: fc.constantFrom("earning", "late_fee", "clawback", "payout", "payout_paid", "payout_returned"),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
  currency: fc.constantFrom("NGN", "GBP", "USD"),
  // From a month before the statement to a month after it.
  day: fc.integer({ min: -31, max: 60 }),
});
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The entries each operation posts; operations the books would refuse (taking earnings below zero) are skipped. */
function entriesOf(ops: readonly Operation[]): StatementEntry[] {
  const entries: StatementEntry[] = [];
  const balance = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const sorted = [...ops].sort((a, b) => a.day - b.day);
  for (const [i, o] of sorted.entries()) {
    const at = new Date(FROM.getTime() + o.day * DAY + i);
    const base = { transactionId: `t${String(i).padStart(4, "0")}`, currency: o.currency, at };
    const available = balance.get(o.currency) ?? 0;
    const flying = inFlight.get(o.currency) ?? 0;
    const add = (kind: StatementEntry["kind"], lines: Array<[StatementEntry["account"], number]>) => {
      for (const [account, amount] of lines) entries.push({ ...base, kind, account, amount });
      balance.set(
        o.currency,
        available + lines.filter(([a]) => a === "provider_earnings").reduce((s, [, n]) => s + n, 0),
      );
      inFlight.set(
        o.currency,
        flying + lines.filter(([a]) => a === "provider_payout_in_flight").reduce((s, [, n]) => s + n, 0),
      );
    };
    if (o.op === "earning" || o.op === "late_fee") {
      const { provider, platform } = splitFee(o.amount);
      if (provider === 0) continue;
      const lines: Array<[StatementEntry["account"], number]> = [["provider_earnings", provider]];
      if (platform > 0) lines.push(["platform_revenue", platform]);
      add(o.op, lines);
    } else if (o.op === "clawback") {
      const amount = Math.min(o.amount, available);
      if (amount > 0) add("correction", [["provider_earnings", -amount]]);
    } else if (o.op === "payout") {
      const amount = Math.min(o.amount, available);
      if (amount > 0)
        add("payout_requested", [
          ["provider_earnings", -amount],
          ["provider_payout_in_flight", amount],
        ]);
    } else {
      const amount = Math.min(o.amount, flying);
      if (amount === 0) continue;
      if (o.op === "payout_paid") add("payout_paid", [["provider_payout_in_flight", -amount]]);
      else
        add("payout_returned", [
          ["provider_payout_in_flight", -amount],
          ["provider_earnings", amount],
        ]);
    }
  }
  return entries;
}

const earningsBefore = (entries: readonly StatementEntry[], currency: string, before: Date) =>
  entries
    .filter((e) => e.currency === currency && e.account === "provider_earnings" && e.at < before)
    .reduce((s, e) => s + e.amount, 0);

describe("a provider's monthly statement", () => {
  it("closes at opening + gross − commission − refunds − payouts, and both balances are the ledger's", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (ops) => {
        const entries = entriesOf(ops);
        const statement = computeStatement(entries, FROM, TO);
        for (const s of statement) {
          expect(s.closing).toBe(s.opening + s.gross - s.commission - s.refunds - s.payouts);
          expect(s.opening).toBe(earningsBefore(entries, s.currency, FROM));
          expect(s.closing).toBe(earningsBefore(entries, s.currency, TO));
          const month = entries.filter((e) => e.currency === s.currency && e.at >= FROM && e.at < TO);
          const ids = (kind: string) =>
            new Set(month.filter((e) => e.kind === kind).map((e) => e.transactionId));
          expect(s.sessions).toBe(ids("earning").size);
          const revenue = month
            .filter((e) => e.account === "platform_revenue")
            .reduce((n, e) => n + e.amount, 0);
          expect(s.commission).toBe(revenue);
          expect(s.lines.every((l) => l.at >= FROM && l.at < TO)).toBe(true);
          expect(s.commission).toBeLessThanOrEqual(s.gross);
        }
        // Every currency used before the month's end has a statement, and none after.
        const used = new Set(entries.filter((e) => e.at < TO).map((e) => e.currency));
        expect(statement.map((s) => s.currency)).toEqual([...used].sort());
      }),
      { numRuns: 300 },
    );
  });

  it("splits a session into gross and commission, a payout into payouts, and a clawback into refunds", () => {
    const at = new Date("2026-03-10T12:00:00Z");
    const base = { currency: "NGN", at };
    expect(
      statementLine([
        { ...base, transactionId: "a", kind: "earning", account: "provider_earnings", amount: 1_200_000 },
        { ...base, transactionId: "a", kind: "earning", account: "platform_revenue", amount: 300_000 },
      ]),
    ).toMatchObject({ gross: 1_500_000, commission: 300_000, refund: 0, payout: 0, net: 1_200_000 });
    expect(
      statementLine([
        { ...base, transactionId: "b", kind: "payout_requested", account: "provider_earnings", amount: -500 },
        {
          ...base,
          transactionId: "b",
          kind: "payout_requested",
          account: "provider_payout_in_flight",
          amount: 500,
        },
      ]),
    ).toMatchObject({ gross: 0, payout: 500, net: -500 });
    expect(
      statementLine([
        {
          ...base,
          transactionId: "c",
          kind: "payout_paid",
          account: "provider_payout_in_flight",
          amount: -500,
        },
      ]),
    ).toMatchObject({ payout: 0, net: 0 });
    expect(
      statementLine([
        { ...base, transactionId: "d", kind: "correction", account: "provider_earnings", amount: -700 },
      ]),
    ).toMatchObject({ refund: 700, gross: 0, net: -700 });
  });

  it("reads a month only as YYYY-MM", () => {
    expect(parseStatementMonth("2026-01")).toEqual({ year: 2026, month: 1 });
    expect(parseStatementMonth("2026-12")).toEqual({ year: 2026, month: 12 });
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-01", "2026-01-01", "", "abcd-ef", "1999-12"])
      expect(parseStatementMonth(bad)).toBeNull();
  });
});
