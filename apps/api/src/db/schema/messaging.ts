import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

const userRef = (name: string) =>
  char(name, { length: 26 })
    .notNull()
    .references(() => users.id);

export const messages = pgTable(
  "messages",
  {
    id: id().primaryKey(),
    fromId: userRef("from_id"),
    toId: userRef("to_id"),
    /** Null means deleted ('Message deleted'). */
    body: text("body"),
    isEdited: boolean("is_edited").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("messages_pair_idx").on(t.fromId, t.toId, t.createdAt),
    index("messages_unread_idx").on(t.toId, t.readAt),
  ],
);

export const messageAttachments = pgTable("message_attachments", {
  id: id().primaryKey(),
  messageId: char("message_id", { length: 26 })
    .notNull()
    .references(() => messages.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  path: text("path").notNull(),
  size: integer("size").notNull(),
  mimeType: text("mime_type").notNull(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: id().primaryKey(),
    userId: userRef("user_id"),
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    linkUrl: text("link_url").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A person's email switches, one per group of notification types (domain EMAIL_PREFERENCE_KEYS). No row
 * means every switch on; the row appears the first time one is changed (decision 029).
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: char("user_id", { length: 26 })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bookings: boolean("bookings").notNull().default(true),
  reminders: boolean("reminders").notNull().default(true),
  payments: boolean("payments").notNull().default(true),
  messages: boolean("messages").notNull().default(true),
  recommendations: boolean("recommendations").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The session reminders sent, one row per (session, kind): the sweeper inserts before notifying and
 * notifies only when its insert won, so several API processes send each reminder once.
 */
export const sessionReminders = pgTable(
  "session_reminders",
  {
    bookingId: char("booking_id", { length: 26 })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** `24h` or `1h` before the session. */
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id().primaryKey(),
    email: text("email").notNull(),
    type: text("type").notNull(),
    createdAt: createdAt(),
    /** Double opt-in: null until the emailed confirmation link is used; only confirmed rows get mail. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the open confirmation link's token (null once confirmed). */
    confirmTokenHash: text("confirm_token_hash"),
    /** When the last confirmation email was queued: one per address per resend window. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    /** SHA-256 of the unsubscribe link's token carried by the emails. */
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
  },
  (t) => [
    uniqueIndex("newsletter_email_type_key").on(t.email, t.type),
    uniqueIndex("newsletter_confirm_token_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_unsubscribe_token_key").on(t.unsubscribeTokenHash),
  ],
);
