import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_KINDS } from "@marketplace/domain/ledger";
import { sql } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { bookingSeries, bookings } from "./bookings.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const paymentStatus = pgEnum("payment_status", ["pending", "success", "failed", "abandoned"]);
export const paymentPurpose = pgEnum("payment_purpose", ["wallet_top_up", "booking"]);

/** A payment through a gateway (sandbox by default; Paystack for NG, Stripe for global). */
export const payments = pgTable(
  "payments",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    reference: text("reference").notNull().unique(),
    purpose: paymentPurpose("purpose").notNull(),
    seriesId: char("series_id", { length: 26 }).references(() => bookingSeries.id),
    /** What the gateway charges, in minor units (0 when the wallet paid it all). */
    amount: integer("amount").notNull(),
    /**
     * The part of a booking payment taken from the wallet, taken only when the gateway's part
     * succeeds; the whole payment is amount + walletAmount.
     */
    walletAmount: integer("wallet_amount").notNull().default(0),
    /** What has been sent back through the gateway (a client's refund to their card), at most amount. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** 'sandbox', 'paystack' or 'stripe'; 'wallet' when the wallet paid it all (nothing to verify). */
    gateway: text("gateway").notNull(),
    /** The gateway's own id of the checkout (a Stripe session id; our reference for Paystack). */
    gatewayReference: text("gateway_reference"),
    authorizationUrl: text("authorization_url"),
    status: paymentStatus("status").notNull().default("pending"),
    /** Why a payment failed when we decided it (e.g. the gateway reported another amount). */
    failureReason: text("failure_reason"),
    /** When the payment succeeded (the receipt's date). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_user_idx").on(t.userId),
    index("payments_series_idx").on(t.seriesId),
    check("payments_amounts", sql`${t.amount} >= 0 and ${t.walletAmount} >= 0`),
    check("payments_refunded", sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * One row per retry-safe request (payments, booking, sending a message) a person sent with an `Idempotency-Key`: a retry with the same key
 * answers the stored answer and moves nothing (http/idempotency.ts). The key is the person's own,
 * so it is unique per user.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    /** 'POST /v1/payment/top-up': a key names one request. */
    request: text("request").notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    /** The stored answer; null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    /** When the running request's claim lapses (its process died): another may take the key over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("idempotency_keys_user_key").on(t.userId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

export const ledgerAccountKind = pgEnum("ledger_account_kind", LEDGER_ACCOUNT_KINDS);
export const ledgerTransactionKind = pgEnum("ledger_transaction_kind", LEDGER_TRANSACTION_KINDS);

/**
 * The double-entry ledger (docs/decisions/023-ledger-and-payments.md). An account per person, kind
 * and currency (wallets, earnings) or per platform purpose (escrow, gateway clearing, revenue).
 * `balance` is a cache written in the same transaction as the entries, so it can be read and locked
 * cheaply; the entries are the truth and a check compares the two.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: id().primaryKey(),
    kind: ledgerAccountKind("kind").notNull(),
    /** The person for wallets and earnings; null for the platform's accounts. */
    userId: char("user_id", { length: 26 }).references(() => users.id),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** Which gateway a clearing account is for ('sandbox', 'paystack', 'stripe'); '' otherwise. */
    label: text("label").notNull().default(""),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ledger_accounts_owner_key").on(t.kind, t.userId, t.currencyCode, t.label).nullsNotDistinct(),
    // A wallet or a payout in flight never goes below zero, whatever the code above it does. Earnings
    // may, through a refund after a payout only (`earning_reversed`, issue 31): ledger.ts `post` refuses
    // any other posting that would.
    check(
      "ledger_accounts_non_negative",
      sql`${t.kind}::text not in ('client_wallet', 'provider_payout_in_flight') or ${t.balance} >= 0`,
    ),
  ],
);

/** One movement of money: its entries sum to zero (a deferred trigger checks every transaction). */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: id().primaryKey(),
    kind: ledgerTransactionKind("kind").notNull(),
    /**
     * What makes this posting unique (e.g. `top_up:{paymentId}`, `earning:{bookingId}`): posting the
     * same event twice (a webhook replay, a retried request) finds the first transaction instead.
     */
    dedupeKey: text("dedupe_key").unique(),
    description: text("description").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    paymentId: char("payment_id", { length: 26 }).references(() => payments.id),
    seriesId: char("series_id", { length: 26 }).references(() => bookingSeries.id),
    bookingId: char("booking_id", { length: 26 }).references(() => bookings.id),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_transactions_created_idx").on(t.createdAt)],
);

/** Signed minor units: what the transaction adds to (or, negative, takes from) the account. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id().primaryKey(),
    transactionId: char("transaction_id", { length: 26 })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: char("account_id", { length: 26 })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.accountId, t.createdAt),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    check("ledger_entries_non_zero", sql`${t.amount} <> 0`),
  ],
);
