import {
  isBalanced,
  LEDGER_MESSAGES,
  type LedgerAccountKind,
  type LedgerTransactionKind,
  MAY_TAKE_EARNINGS_NEGATIVE,
  NON_NEGATIVE_ACCOUNTS,
} from "@marketplace/domain/ledger";
import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import {
  bookingSeries,
  isCheckViolation,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  readAll,
} from "../db/index.ts";
import { ApiError } from "../http/index.ts";

/** An account named by what it is for: a person's wallet or earnings, or a platform account. */
export interface AccountRef {
  kind: LedgerAccountKind;
  userId?: string | null;
  currency: string;
  /** The gateway of a clearing account. */
  label?: string;
}

export interface Posting {
  kind: LedgerTransactionKind;
  description: string;
  currency: string;
  /** Posting the same key twice answers the first transaction and moves nothing. */
  dedupeKey?: string;
  paymentId?: string | null;
  seriesId?: string | null;
  bookingId?: string | null;
  lines: Array<{ account: AccountRef; amount: number }>;
}

export interface Posted {
  transactionId: string;
  /** False when the dedupe key had been posted before: nothing moved this time. */
  created: boolean;
}

const keyOf = (a: AccountRef) => `${a.kind}|${a.userId ?? ""}|${a.currency}|${a.label ?? ""}`;

/** The account's id, made on first use (two first uses at once meet on the unique key). */
export async function accountId(tx: Db, ref: AccountRef): Promise<string> {
  const where = and(
    eq(ledgerAccounts.kind, ref.kind),
    ref.userId ? eq(ledgerAccounts.userId, ref.userId) : isNull(ledgerAccounts.userId),
    eq(ledgerAccounts.currencyCode, ref.currency),
    eq(ledgerAccounts.label, ref.label ?? ""),
  );
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx
    .insert(ledgerAccounts)
    .values({
      id: ulid(),
      kind: ref.kind,
      userId: ref.userId ?? null,
      currencyCode: ref.currency,
      label: ref.label ?? "",
    })
    .onConflictDoNothing();
  const [made] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!made) throw new Error(`ledger account ${keyOf(ref)} could not be made`);
  return made.id;
}

/**
 * Writes one balanced transaction: its entries and the accounts' cached balances, in the caller's
 * database transaction (so a payment and the booking it confirms commit together). Accounts are locked
 * in id order, so concurrent postings never deadlock. A posting that would take a wallet, earnings,
 * escrow or revenue below zero is refused before anything is written (a wallet with 409).
 */
export async function post(tx: Db, posting: Posting): Promise<Posted> {
  const amounts = posting.lines.map((l) => l.amount);
  if (!isBalanced(amounts)) throw new Error(`${LEDGER_MESSAGES.unbalanced}: ${amounts.join(", ")}`);
  if (posting.lines.some((l) => l.account.currency !== posting.currency))
    throw new Error(LEDGER_MESSAGES.mixedCurrencies);
  if (posting.dedupeKey) {
    const [seen] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.dedupeKey, posting.dedupeKey));
    if (seen) return { transactionId: seen.id, created: false };
  }
  // One query at a time: a transaction's connection runs its queries in turn (pg warns on overlap).
  // Accounts are found or made in one fixed order (their keys'), like the locks below: two postings
  // making the same new accounts in opposite orders (a refund, escrow first, and a payment, wallet
  // first) each waited for the other's insert and deadlocked (found by ledger-property.test.ts).
  const byKey = new Map<string, string>();
  for (const ref of posting.lines.map((l) => l.account).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))) {
    const key = keyOf(ref);
    if (!byKey.has(key)) byKey.set(key, await accountId(tx, ref));
  }
  const ids = posting.lines.map((l) => byKey.get(keyOf(l.account)) as string);
  // Lock in a fixed order: two postings touching the same accounts queue instead of deadlocking.
  const distinct = [...new Set(ids)].sort();
  const locked = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, distinct))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
  refuseBelowZero(posting, ids, locked);
  const transactionId = ulid();
  const inserted = await tx
    .insert(ledgerTransactions)
    .values({
      id: transactionId,
      kind: posting.kind,
      dedupeKey: posting.dedupeKey ?? null,
      description: posting.description,
      currencyCode: posting.currency,
      paymentId: posting.paymentId ?? null,
      seriesId: posting.seriesId ?? null,
      bookingId: posting.bookingId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (inserted.length === 0 && posting.dedupeKey) {
    // Posted by a concurrent request between the look and the insert: that one counts.
    const [seen] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.dedupeKey, posting.dedupeKey));
    if (seen) return { transactionId: seen.id, created: false };
  }
  await tx.insert(ledgerEntries).values(
    posting.lines.map((l, i) => ({
      id: ulid(),
      transactionId,
      accountId: ids[i] as string,
      amount: l.amount,
    })),
  );
  try {
    for (const [i, line] of posting.lines.entries()) {
      await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${line.amount}` })
        .where(eq(ledgerAccounts.id, ids[i] as string));
    }
  } catch (err) {
    if (isCheckViolation(err)) throw new ApiError(409, LEDGER_MESSAGES.insufficientFunds);
    throw err;
  }
  return { transactionId, created: true };
}

/**
 * The balances after the posting, checked before anything is written (the accounts are locked, so
 * they are the balances this posting lands on): an account that must never be negative
 * (NON_NEGATIVE_ACCOUNTS) and that the posting takes money from may not end below zero. A wallet
 * answers 409 (the payer can top up); any other account is a posting that should not exist (a refund
 * out of escrow no payment put there), refused as an error so the caller's transaction rolls back.
 */
function refuseBelowZero(
  posting: Posting,
  ids: readonly string[],
  locked: ReadonlyArray<{ id: string; kind: LedgerAccountKind; balance: number }>,
): void {
  const moved = new Map<string, number>();
  for (const [i, line] of posting.lines.entries()) {
    const id = ids[i] as string;
    moved.set(id, (moved.get(id) ?? 0) + line.amount);
  }
  for (const account of locked) {
    const change = moved.get(account.id) ?? 0;
    if (change >= 0 || !NON_NEGATIVE_ACCOUNTS.includes(account.kind)) continue;
    if (account.balance + change >= 0) continue;
    // A refund of a session already earned (and perhaps paid out) may leave earnings negative.
    if (account.kind === "provider_earnings" && MAY_TAKE_EARNINGS_NEGATIVE.includes(posting.kind)) continue;
    if (account.kind === "client_wallet") throw new ApiError(409, LEDGER_MESSAGES.insufficientFunds);
    throw new Error(`${LEDGER_MESSAGES.belowZero}: ${account.kind} ${posting.currency} (${posting.kind})`);
  }
}

/** Posts in a transaction of its own (the seed, tests); routes post inside their own transaction. */
export function postNow(db: Db, posting: Posting): Promise<Posted> {
  return db.transaction((t) => post(t as unknown as Db, posting));
}

/** An account's balance (0 for an account not yet used). */
export async function balanceOf(db: Db, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, ref.kind),
        ref.userId ? eq(ledgerAccounts.userId, ref.userId) : isNull(ledgerAccounts.userId),
        eq(ledgerAccounts.currencyCode, ref.currency),
        eq(ledgerAccounts.label, ref.label ?? ""),
      ),
    );
  return row?.balance ?? 0;
}

export interface BooksReport {
  /** Sum of every entry, per currency: zero when the books balance. */
  totals: Record<string, number>;
  /** Transactions whose entries do not sum to zero. */
  unbalanced: string[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  drifted: string[];
  /** Accounts below zero that must never be (NON_NEGATIVE_ACCOUNTS: all but gateway clearing). */
  negative: string[];
}

/**
 * Checks the books: every transaction balances, every cache matches its entries, no account that must
 * never be negative is.
 */
export async function checkBooks(db: Db): Promise<BooksReport> {
  const [totals, unbalanced, drifted, negative] = await readAll(db, [
    () =>
      db
        .select({
          currency: ledgerAccounts.currencyCode,
          total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .groupBy(ledgerAccounts.currencyCode),
    () =>
      db
        .select({ id: ledgerEntries.transactionId })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.transactionId)
        .having(sql`sum(${ledgerEntries.amount}) <> 0`),
    () =>
      db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
        .groupBy(ledgerAccounts.id, ledgerAccounts.balance)
        .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerEntries.amount}), 0)`),
    () =>
      db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            // Earnings may be negative after a refund of a session already paid out (earning_reversed).
            inArray(
              ledgerAccounts.kind,
              NON_NEGATIVE_ACCOUNTS.filter((k) => k !== "provider_earnings"),
            ),
            sql`${ledgerAccounts.balance} < 0`,
          ),
        ),
  ]);
  return {
    totals: Object.fromEntries(totals.map((t) => [t.currency, t.total])),
    unbalanced: unbalanced.map((r) => r.id),
    drifted: drifted.map((r) => r.id),
    negative: negative.map((r) => r.id),
  };
}

/**
 * The entries of a person's statement: every entry on their own accounts (wallet, earnings), and the
 * card (gateway) part of each booking they paid, which never touched their wallet but is money they
 * paid (issue 28: a session paid by card was missing from the wallet's history).
 */
function statementEntries(db: Db, userId: string) {
  return or(
    eq(ledgerAccounts.userId, userId),
    and(
      eq(ledgerAccounts.kind, "gateway_clearing"),
      eq(ledgerTransactions.kind, "booking_payment"),
      inArray(
        ledgerTransactions.seriesId,
        db.select({ id: bookingSeries.id }).from(bookingSeries).where(eq(bookingSeries.clientId, userId)),
      ),
    ),
  );
}

/** How many entries a person's statement has (its pages). */
export async function ledgerStatementCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(statementEntries(db, userId));
  return row?.n ?? 0;
}

/**
 * A person's statement, newest first, with what moved each entry: the entries on their accounts and
 * the card part of their booking payments (account 'gateway_clearing', negative: paid out by card).
 * The wallet's history and the data export both read it.
 */
export function ledgerStatement(db: Db, userId: string) {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      account: ledgerAccounts.kind,
      currency: ledgerAccounts.currencyCode,
      amount: ledgerEntries.amount,
      paymentId: ledgerTransactions.paymentId,
      seriesId: ledgerTransactions.seriesId,
      bookingId: ledgerTransactions.bookingId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(statementEntries(db, userId))
    .orderBy(sql`${ledgerEntries.createdAt} desc`, sql`${ledgerEntries.id} desc`);
}
