import { BOOKING_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { REPORT_STATUSES } from "@marketplace/domain/trust";
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { concerns, modalities, therapies } from "./catalogue.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { timeslots } from "./providers.ts";
import { users } from "./users.ts";

/** The lifecycle's statuses, defined once in the domain (docs/decisions/034-booking-lifecycle.md). */
export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);

const userRef = (name: string) =>
  char(name, { length: 26 })
    .notNull()
    .references(() => users.id);

/** A series groups one or more bookings made together; a single booking is a series of one. */
export const bookingSeries = pgTable(
  "booking_series",
  {
    id: id().primaryKey(),
    clientId: userRef("client_id"),
    providerId: userRef("provider_id"),
    createdById: userRef("created_by_id"),
    therapyId: char("therapy_id", { length: 26 })
      .notNull()
      .references(() => therapies.id),
    modalityId: char("modality_id", { length: 26 })
      .notNull()
      .references(() => modalities.id),
    totalSessions: integer("total_sessions").notNull().default(1),
    note: text("note"),
    bookingFee: integer("booking_fee").notNull(),
    totalBookingFee: integer("total_booking_fee").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    appointmentDuration: integer("appointment_duration").notNull(),
    status: bookingStatus("status").notNull(),
    /** When an unpaid client booking's slots are released; null when nothing is held for payment. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("booking_series_hold_idx").on(t.holdExpiresAt).where(sql`status = 'awaiting_payment'`),
    index("booking_series_client_idx").on(t.clientId),
    index("booking_series_provider_idx").on(t.providerId),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: id().primaryKey(),
    seriesId: char("series_id", { length: 26 })
      .notNull()
      .references(() => bookingSeries.id, { onDelete: "cascade" }),
    timeslotId: char("timeslot_id", { length: 26 }).references(() => timeslots.id),
    appointmentTime: timestamp("appointment_time", { withTimezone: true }),
    appointmentEndTime: timestamp("appointment_end_time", { withTimezone: true }),
    status: bookingStatus("status").notNull(),
    allowReschedule: text("allow_reschedule").notNull().default("not_allowed"),
    /** Who cancelled: client, provider or provider_no_show; null unless cancelled. */
    cancelReason: text("cancel_reason"),
    /** What a late cancellation costs the client, in minor units (the payments issue charges it). */
    lateFee: integer("late_fee").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_series_idx").on(t.seriesId),
    index("bookings_time_idx").on(t.appointmentTime),
    // Double booking is impossible by construction: one slot-keeping booking per timeslot.
    uniqueIndex("bookings_active_timeslot_idx")
      .on(t.timeslotId)
      .where(
        sql`status in ('pending_approval', 'awaiting_payment', 'confirmed', 'completed') and timeslot_id is not null`,
      ),
  ],
);

/**
 * A client's claim that the provider did not attend a session (issue 27, decision 039), one per
 * session. The session's status says where it stands (`no_show_claimed`, `no_show_contested`, then
 * `cancelled` once refunded); this row keeps when it was made, the provider's dispute and statement
 * (for the staff's review, issue 32) and when it was settled.
 */
export const noShowClaims = pgTable(
  "no_show_claims",
  {
    bookingId: char("booking_id", { length: 26 })
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    contestedAt: timestamp("contested_at", { withTimezone: true }),
    /** The provider's account of what happened; shown to the provider and the staff only. */
    statement: text("statement"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    // The settling job's question: undisputed, unsettled claims by age.
    index("no_show_claims_open_idx")
      .on(t.claimedAt)
      .where(sql`settled_at is null and contested_at is null`),
  ],
);

export const bookingConcerns = pgTable(
  "booking_concerns",
  {
    seriesId: char("series_id", { length: 26 })
      .notNull()
      .references(() => bookingSeries.id, { onDelete: "cascade" }),
    concernId: char("concern_id", { length: 26 })
      .notNull()
      .references(() => concerns.id),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.concernId] })],
);

export const participantStatus = pgEnum("participant_status", ["invited", "accepted", "declined"]);

export const bookingParticipants = pgTable("booking_participants", {
  id: id().primaryKey(),
  seriesId: char("series_id", { length: 26 })
    .notNull()
    .references(() => bookingSeries.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  status: participantStatus("status").notNull().default("invited"),
  createdAt: createdAt(),
});

export const reviews = pgTable(
  "reviews",
  {
    id: id().primaryKey(),
    providerId: userRef("provider_id"),
    /** Who wrote it; null for a seeded anonymous review. Shown as 'Anonymous' when null or anonymous. */
    clientId: char("client_id", { length: 26 }).references(() => users.id),
    /** The completed session reviewed: one review per session (docs/decisions/027-reviews.md). */
    bookingId: char("booking_id", { length: 26 }).references(() => bookings.id),
    /** Half-star precision: 0.5 to 5.0 in steps of 0.5 (checked in the migration). */
    rating: integer("rating_halves").notNull(),
    comment: text("comment"),
    /** The client asked for their name not to be shown. */
    anonymous: boolean("anonymous").notNull().default(false),
    /** The provider's one reply, and when they wrote it. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /**
     * Staff removed it after a report (issue 32): it shows nowhere and counts in no rating; the row stays
     * so the session stays reviewed and the decision can be read.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_provider_idx").on(t.providerId, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
    uniqueIndex("reviews_booking_idx").on(t.bookingId).where(sql`booking_id is not null`),
    check("reviews_rating_halves_check", sql`${t.rating} between 1 and 10`),
  ],
);

export const reportStatus = pgEnum("report_status", REPORT_STATUSES);

/**
 * A client's or provider's report of a review (issue 32), once per person and review. Pending until staff
 * keep or remove the review, which decides every pending report of it with who, when and why.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: id().primaryKey(),
    reviewId: char("review_id", { length: 26 })
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: char("reporter_id", { length: 26 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: reportStatus("status").notNull().default("pending"),
    decidedBy: char("decided_by", { length: 26 }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_reports_once_idx").on(t.reviewId, t.reporterId),
    index("review_reports_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);
