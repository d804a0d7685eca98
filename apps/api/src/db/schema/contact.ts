import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/** Messages sent through the contact form (/contact-us); each is also emailed to the support mailbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id().primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** The site the form was sent from (en-US or en-NG), so support answers in the right context. */
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
