import { char, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { id } from "./columns.ts";

/**
 * Who was in a session's room and when (issue 30, decision 056): one row per join, closed by the
 * leave. Never what was said or shown. The lifecycle's jobs read it: a provider who never joined
 * settles a no-show claim at once, a session both joined completes.
 */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    id: id().primaryKey(),
    bookingId: char("booking_id", { length: 26 })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: char("user_id", { length: 26 }).notNull(),
    /** client, provider or invitee */
    role: text("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [index("session_attendance_booking_idx").on(t.bookingId, t.userId)],
);
