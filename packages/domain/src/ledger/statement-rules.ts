import type { LedgerAccountKind, LedgerTransactionKind } from "./ledger-rules.ts";

/**
 * A provider's monthly statement (issue 31), computed from the ledger's entries: what they earned
 * (sessions, gross, the platform's commission), what went back (refunds), what was paid out, and the
 * balance the month opened and closed with, per currency.
 *
 * The balance is what the platform holds for the provider: their earnings account (the accounts of
 * STATEMENT_BALANCE_ACCOUNTS). A payout leaves it when it is requested (available → in flight) and comes
 * back if the gateway returns it, so 'payouts' is what was requested less what came back, and
 * closing = opening + gross − commission − refunds − payouts holds by construction.
 */

/** The provider's accounts whose sum is the statement's balance. */
export const STATEMENT_BALANCE_ACCOUNTS: readonly LedgerAccountKind[] = ["provider_earnings"];

/** The transactions that move a payout: counted as payouts, never as earnings or refunds. */
export const PAYOUT_TRANSACTION_KINDS: readonly LedgerTransactionKind[] = [
  "payout_requested",
  "payout_paid",
  "payout_returned",
];

/** A ledger entry the statement reads: the provider's own and the platform's commission beside them. */
export interface StatementEntry {
  transactionId: string;
  kind: LedgerTransactionKind;
  /** The account's kind: the provider's (earnings, payouts in flight) or 'platform_revenue'. */
  account: LedgerAccountKind;
  /** Signed minor units. */
  amount: number;
  currency: string;
  /** When the entry was written (an instant). */
  at: Date;
  description?: string;
  bookingId?: string | null;
}

/** One transaction of the month as the statement lists it. */
export interface StatementLine {
  transactionId: string;
  kind: LedgerTransactionKind;
  description: string;
  at: Date;
  bookingId: string | null;
  /** What the session (or late fee) was worth before commission; 0 for refunds and payouts. */
  gross: number;
  commission: number;
  refund: number;
  payout: number;
  /** What it moved on the payouts in flight (signed): a payout's amount when it is paid. */
  inFlight: number;
  /** What it did to the balance: gross − commission − refund − payout. */
  net: number;
}

export interface CurrencyStatement {
  currency: string;
  opening: number;
  /** Sessions held (one earning each) in the month. */
  sessions: number;
  gross: number;
  commission: number;
  refunds: number;
  payouts: number;
  closing: number;
  lines: StatementLine[];
}

const isBalance = (account: LedgerAccountKind) => STATEMENT_BALANCE_ACCOUNTS.includes(account);

/**
 * One transaction's part of the statement: its net effect on the provider's balance, split into
 * gross, commission, refund or payout.
 */
export function statementLine(entries: readonly StatementEntry[]): StatementLine {
  const first = entries[0];
  if (!first) throw new Error("a statement line needs the transaction's entries");
  const net = entries.filter((e) => isBalance(e.account)).reduce((sum, e) => sum + e.amount, 0);
  const line: StatementLine = {
    transactionId: first.transactionId,
    kind: first.kind,
    description: first.description ?? "",
    at: first.at,
    bookingId: first.bookingId ?? null,
    gross: 0,
    commission: 0,
    refund: 0,
    payout: 0,
    inFlight: entries
      .filter((e) => e.account === "provider_payout_in_flight")
      .reduce((sum, e) => sum + e.amount, 0),
    net,
  };
  if (PAYOUT_TRANSACTION_KINDS.includes(first.kind)) line.payout = net === 0 ? 0 : -net;
  else if (net > 0) {
    // The platform's share of the same fee: positive revenue in a transaction that paid the provider.
    line.commission = entries
      .filter((e) => e.account === "platform_revenue" && e.amount > 0)
      .reduce((sum, e) => sum + e.amount, 0);
    line.gross = net + line.commission;
  } else if (net < 0) line.refund = -net;
  return line;
}

/**
 * The statement of one month [from, to) in each currency the provider has used by its end: `entries`
 * are every entry up to `to` (earlier ones make the opening balance). Currencies are in code order;
 * lines oldest first.
 */
export function computeStatement(
  entries: readonly StatementEntry[],
  from: Date,
  to: Date,
  /** Balances carried in from before the entries given (the sum of earlier entries, per currency). */
  carried: Readonly<Record<string, number>> = {},
): CurrencyStatement[] {
  const byCurrency = new Map<string, StatementEntry[]>(Object.keys(carried).map((c) => [c, []]));
  for (const e of entries) {
    if (e.at >= to) continue;
    const list = byCurrency.get(e.currency) ?? [];
    list.push(e);
    byCurrency.set(e.currency, list);
  }
  return [...byCurrency.keys()].sort().map((currency) => {
    const own = byCurrency.get(currency) ?? [];
    const opening =
      (carried[currency] ?? 0) +
      own.filter((e) => e.at < from && isBalance(e.account)).reduce((sum, e) => sum + e.amount, 0);
    const byTransaction = new Map<string, StatementEntry[]>();
    for (const e of own) {
      if (e.at < from) continue;
      const list = byTransaction.get(e.transactionId) ?? [];
      list.push(e);
      byTransaction.set(e.transactionId, list);
    }
    const lines = [...byTransaction.values()]
      .map(statementLine)
      .filter((l) => l.net !== 0 || l.payout !== 0 || PAYOUT_TRANSACTION_KINDS.includes(l.kind))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.transactionId < b.transactionId ? -1 : 1));
    const sum = (pick: (l: StatementLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
    const totals = {
      sessions: lines.filter((l) => l.kind === "earning" && l.gross > 0).length,
      gross: sum((l) => l.gross),
      commission: sum((l) => l.commission),
      refunds: sum((l) => l.refund),
      payouts: sum((l) => l.payout),
    };
    return {
      currency,
      opening,
      ...totals,
      closing: opening + totals.gross - totals.commission - totals.refunds - totals.payouts,
      lines,
    };
  });
}

/** A statement's month, 'YYYY-MM'. */
export const STATEMENT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const STATEMENT_MESSAGES = {
  month: "The month must be a month of the form YYYY-MM, for example 2026-01",
  future: "There is no statement for a month that has not started",
} as const;

/** 'YYYY-MM' as its year and month (1–12), or null when it is not one. */
export function parseStatementMonth(value: string): { year: number; month: number } | null {
  const match = STATEMENT_MONTH_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2999) return null;
  return { year, month: Number(match[2]) };
}

/** The words of the statement's documents (CSV and PDF), in one place. */
export const STATEMENT_WORDS = {
  title: "Monthly statement",
  filename: "statement",
  summary: "Summary",
  transactions: "Transactions",
  payoutHistory: "Payouts",
  noPayouts: "No payouts this month.",
  noActivity: "Nothing moved this month.",
  opening: "Opening balance",
  sessions: "Sessions",
  gross: "Gross",
  commission: "Commission",
  refunds: "Refunds",
  payouts: "Payouts",
  closing: "Closing balance",
  total: "Total",
  date: "Date",
  reference: "Reference",
  type: "Type",
  description: "Description",
  net: "Net",
  currency: "Currency",
  status: "Status",
  amount: "Amount",
  timezone: "Dates in {{timezone}}",
  provider: "Provider",
  period: "Period",
  kind: {
    earning: "Session",
    late_fee: "Late cancellation fee",
    refund: "Refund",
    correction: "Correction",
    booking_payment: "Booking payment",
    top_up: "Top-up",
    gateway_refund: "Refund to card",
    payout_requested: "Payout",
    payout_paid: "Payout paid",
    payout_returned: "Payout returned",
    earning_reversed: "Refund of an earned session",
  } satisfies Record<LedgerTransactionKind, string>,
  payoutStatus: {
    payout_requested: "On its way",
    payout_paid: "Paid",
    payout_returned: "Returned",
  } as Record<string, string>,
} as const;

/** The months a provider has statements for: from their first month to the current one, newest first. */
export function statementMonths(
  first: { year: number; month: number },
  now: { year: number; month: number },
) {
  const months: string[] = [];
  let { year, month } = now;
  while (year > first.year || (year === first.year && month >= first.month)) {
    months.push(`${year}-${String(month).padStart(2, "0")}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** 'YYYY-MM' as people read it: 'November 2026'. */
export function formatStatementMonth(month: string, locale = "en-US"): string {
  const parsed = parseStatementMonth(month);
  if (!parsed) return month;
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(parsed.year, parsed.month - 1, 15),
  );
}
