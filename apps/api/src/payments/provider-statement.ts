import { TZDate } from "@date-fns/tz";
import {
  type CurrencyStatement,
  computeStatement,
  PAYOUT_TRANSACTION_KINDS,
  STATEMENT_BALANCE_ACCOUNTS,
  type StatementEntry,
  statementMonths,
} from "@marketplace/domain/ledger";
import { and, eq, gte, inArray, lt, min, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { bookings, ledgerAccounts, ledgerEntries, ledgerTransactions, readAll } from "../db/index.ts";

/**
 * A provider's monthly statement from the ledger (issue 31): their earnings and payout accounts'
 * entries in the month, the platform's commission beside each earning, and the balance carried in.
 * The arithmetic is the domain's (computeStatement); this reads the entries.
 */

/** The provider's own accounts a statement reads: the balance's and the payouts on their way. */
const OWN_ACCOUNTS = [...STATEMENT_BALANCE_ACCOUNTS, "provider_payout_in_flight" as const];

/** The first instant of a month in a timezone, and of the next. */
export function monthBounds(year: number, month: number, timezone: string): { from: Date; to: Date } {
  return {
    from: new Date(new TZDate(year, month - 1, 1, timezone).getTime()),
    to: new Date(new TZDate(year, month, 1, timezone).getTime()),
  };
}

/** The year and month an instant falls in, in a timezone. */
export function monthOf(at: Date, timezone: string): { year: number; month: number } {
  const d = new TZDate(at.getTime(), timezone);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

const ownAccounts = (db: Db, providerId: string) =>
  db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, providerId), inArray(ledgerAccounts.kind, OWN_ACCOUNTS)));

/** The months the provider has statements for: from their first ledger entry's to now's, newest first. */
export async function providerStatementMonths(
  db: Db,
  providerId: string,
  timezone: string,
  now: Date,
): Promise<string[]> {
  const [row] = await db
    .select({ first: min(ledgerEntries.createdAt) })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, ownAccounts(db, providerId)));
  if (!row?.first) return [];
  return statementMonths(monthOf(new Date(row.first), timezone), monthOf(now, timezone));
}

export interface ProviderStatement {
  from: Date;
  to: Date;
  currencies: CurrencyStatement[];
  /** Each line's session time, by booking. */
  sessionTimes: Map<string, Date | null>;
}

/** The statement of [from, to): the balances carried in, then every entry of the month. */
export async function providerStatement(
  db: Db,
  providerId: string,
  from: Date,
  to: Date,
): Promise<ProviderStatement> {
  const own = ownAccounts(db, providerId);
  const [carriedRows, rows] = await readAll(db, [
    () =>
      db
        .select({
          currency: ledgerAccounts.currencyCode,
          amount:
            sql<number>`coalesce(sum(case when ${inArray(ledgerAccounts.kind, [...STATEMENT_BALANCE_ACCOUNTS])} then ${ledgerEntries.amount} else 0 end), 0)`.mapWith(
              Number,
            ),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(inArray(ledgerEntries.accountId, own), lt(ledgerEntries.createdAt, from)))
        .groupBy(ledgerAccounts.currencyCode),
    () =>
      db
        .select({
          transactionId: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          description: ledgerTransactions.description,
          account: ledgerAccounts.kind,
          amount: ledgerEntries.amount,
          currency: ledgerAccounts.currencyCode,
          at: ledgerEntries.createdAt,
          bookingId: ledgerTransactions.bookingId,
          appointmentTime: bookings.appointmentTime,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .leftJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
        .where(
          and(
            gte(ledgerEntries.createdAt, from),
            lt(ledgerEntries.createdAt, to),
            // The provider's entries, and the platform's commission in the same transactions.
            inArray(
              ledgerEntries.transactionId,
              db
                .select({ id: ledgerEntries.transactionId })
                .from(ledgerEntries)
                .where(inArray(ledgerEntries.accountId, own)),
            ),
            or(inArray(ledgerEntries.accountId, own), eq(ledgerAccounts.kind, "platform_revenue")),
          ),
        ),
  ]);
  const entries: StatementEntry[] = rows.map((r) => ({ ...r, at: new Date(r.at) }));
  const carried = Object.fromEntries(carriedRows.map((r) => [r.currency, r.amount]));
  const sessionTimes = new Map(
    rows.flatMap((r) =>
      r.bookingId ? [[r.bookingId, r.appointmentTime ? new Date(r.appointmentTime) : null] as const] : [],
    ),
  );
  return { from, to, currencies: computeStatement(entries, from, to, carried), sessionTimes };
}

/** The lines of a statement that move payouts: its payout history. */
export const payoutLines = (s: CurrencyStatement) =>
  s.lines.filter((l) => PAYOUT_TRANSACTION_KINDS.includes(l.kind));
