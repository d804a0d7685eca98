import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

/**
 * Every email the API sends, written in the same request that decides to send it. A worker delivers
 * pending rows over SMTP when SMTP_URL is set, with retries; without SMTP they stay here to be read
 * (GET /dev/outbox in development and demo mode).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id().primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the message is for (`confirm-email`, `signup-attempt`, `reset-password`...). */
    kind: text("kind").notNull(),
    /** Extra headers to send, e.g. List-Unsubscribe on notification emails; null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a worker may try (again); a worker that claims a row pushes this forward as its lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_messages_to_idx").on(t.to, t.createdAt),
  ],
);
