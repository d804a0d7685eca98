import { sql } from "drizzle-orm";
import { char, check, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/**
 * The sandbox gateway's own record of a checkout (payments/gateways/sandbox-gateway.ts): what the
 * checkout page shows, the outcome chosen on it and what was refunded. Kept in the database so a
 * checkout survives a restart of the API.
 */
export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    reference: text("reference").primaryKey(),
    amount: integer("amount").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    email: text("email").notNull(),
    callbackUrl: text("callback_url").notNull(),
    /** pending until Approve (success), Decline (failed) or Cancel (abandoned) is pressed on the checkout page. */
    status: text("status").notNull().default("pending"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "sandbox_checkouts_status_check",
      sql`${t.status} in ('pending', 'success', 'failed', 'abandoned')`,
    ),
    check("sandbox_checkouts_amount_check", sql`${t.amount} > 0`),
    check(
      "sandbox_checkouts_refund_check",
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * Every verified webhook event, once: a gateway that delivers the same event again (they retry
 * until they see a 2xx, and sometimes after) finds its row and is answered 200 without the event
 * being handled twice. `outcome` says what was done with it.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id().primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    reference: text("reference").notNull(),
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** handled, mismatch (amount or currency differ from the payment's) or unknown_payment. */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("payment_events_gateway_event_key").on(t.gateway, t.eventId)],
);
