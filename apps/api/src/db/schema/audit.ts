import { char, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/**
 * Append-only record of every read of another person's data, and of every staff action with its reason. No foreign keys on purpose: entries
 * outlive the accounts they name (ids are kept). A trigger in the migration refuses UPDATE, DELETE
 * and TRUNCATE, so no route, bug or script can rewrite history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id().primaryKey(),
    actorId: char("actor_id", { length: 26 }).notNull(),
    actorRole: text("actor_role").notNull(),
    /** What was read, e.g. `client.view`, `account.export`. */
    action: text("action").notNull(),
    /** Whose data it was. */
    subjectId: char("subject_id", { length: 26 }),
    /** Which record, when narrower than the person (a booking, a message thread, a file). */
    resource: text("resource"),
    /** Why (issue 32): every staff action asks for a reason; null for reads that need none. */
    reason: text("reason"),
    /** The caller's address as the API's clientAddress sees it. */
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorId),
    index("audit_log_subject_idx").on(t.subjectId),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);
