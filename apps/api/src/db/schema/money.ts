import { char, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    amount: integer("amount").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    gateway: text("gateway").notNull(),
    authorizationUrl: text("authorization_url"),
    status: paymentStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

export const walletEntryKind = pgEnum("wallet_entry_kind", ["top_up", "booking_payment", "refund"]);

/** Append-only wallet ledger: the balance is the sum of a user's entries in one currency. */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: id().primaryKey(),
    userId: char("user_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    kind: walletEntryKind("kind").notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amount: integer("amount").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    paymentId: char("payment_id", { length: 26 }).references(() => payments.id),
    seriesId: char("series_id", { length: 26 }).references(() => bookingSeries.id),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_entries_user_idx").on(t.userId, t.currencyCode)],
);

export const transactionKind = pgEnum("transaction_kind", ["earning", "payout", "refund", "fee"]);
export const transactionStatus = pgEnum("transaction_status", ["pending", "available", "paid", "reversed"]);

/** Provider earnings and payouts. */
export const transactions = pgTable(
  "transactions",
  {
    id: id().primaryKey(),
    providerId: char("provider_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    bookingId: char("booking_id", { length: 26 }).references(() => bookings.id),
    kind: transactionKind("kind").notNull(),
    status: transactionStatus("status").notNull().default("pending"),
    amount: integer("amount").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    description: text("description"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("transactions_provider_idx").on(t.providerId, t.occurredAt)],
);
