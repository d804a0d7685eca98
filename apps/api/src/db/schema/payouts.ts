import { sql } from "drizzle-orm";
import { boolean, char, check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Where a provider is paid, per currency (issue 31, docs/decisions/057-payouts.md): a Nigerian bank
 * account as a Paystack transfer recipient, or a Stripe Connect Express account for USD and GBP.
 * Changing it holds payouts until `heldUntil` (account-takeover defence).
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: id().primaryKey(),
    providerId: char("provider_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** 'paystack', 'stripe' or 'sandbox'. */
    gateway: text("gateway").notNull(),
    /** Paystack: the bank's code and name, the account's last four digits and the resolved name. */
    bankCode: text("bank_code"),
    bankName: text("bank_name"),
    accountLast4: text("account_last4"),
    accountName: text("account_name"),
    /** Paystack's transfer recipient (`RCP_…`). */
    recipientCode: text("recipient_code"),
    /** Stripe's connected account (`acct_…`) and whether it may be paid out (`account.updated`). */
    stripeAccountId: text("stripe_account_id").unique(),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    /** Stripe: the provider finished the onboarding form (`details_submitted`; Stripe may still be checking). */
    detailsSubmitted: boolean("details_submitted").notNull().default(false),
    /** manual or weekly (the weekly job pays the available balance once a week). */
    schedule: text("schedule").notNull().default("manual"),
    /** Payouts wait until then after a change of account. */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("payout_accounts_provider_currency").on(t.providerId, t.currencyCode),
    check("payout_accounts_schedule", sql`${t.schedule} in ('manual', 'weekly')`),
  ],
);

/**
 * One withdrawal: its ledger postings are keyed by its id (`payout_requested:{id}`, `payout_paid:{id}`,
 * `payout_returned:{id}`); `reference` is the unique transfer reference sent to the gateway.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: id().primaryKey(),
    providerId: char("provider_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** Taken from the available balance, minor units. */
    amount: integer("amount").notNull(),
    /** The gateway's transfer fee, out of the amount: what arrives is amount - fee. */
    fee: integer("fee").notNull().default(0),
    gateway: text("gateway").notNull(),
    reference: text("reference").notNull().unique(),
    /** Paystack's transfer code, Stripe's transfer id. */
    gatewayTransferId: text("gateway_transfer_id"),
    /** pending (on its way), paid, failed or reversed. */
    status: text("status").notNull().default("pending"),
    failureReason: text("failure_reason"),
    /** The ISO week of an automatic weekly payout (one per provider, currency and week); null when asked for. */
    week: text("week"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payouts_provider_idx").on(t.providerId, t.createdAt),
    // The reconcile-payouts job reads the oldest pending payouts every 5 minutes; almost every payout
    // is paid, so the index holds only the few on their way (decision 057).
    index("payouts_pending_idx")
      .on(t.createdAt, t.id)
      .where(sql`status = 'pending'`),
    unique("payouts_weekly_once").on(t.providerId, t.currencyCode, t.week),
    check("payouts_amounts", sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check("payouts_status", sql`${t.status} in ('pending', 'paid', 'failed', 'reversed')`),
  ],
);
