import type { WeeklyHours } from "@marketplace/domain/availability";
import { sql } from "drizzle-orm";
import { char, date, index, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";
import { providerProfiles } from "./providers.ts";

/**
 * A provider's availability rules (issue 12). The session length is provider_profiles'
 * appointment_duration and the timezone provider_profiles' timezone (one place each); the open
 * slots derived from these rules are materialised as `open` rows of `timeslots` up to
 * `materialised_until` (docs/decisions/017-availability.md).
 */
export const providerAvailability = pgTable(
  "provider_availability",
  {
    providerId: char("provider_id", { length: 26 })
      .primaryKey()
      .references(() => providerProfiles.userId, { onDelete: "cascade" }),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
    bufferMinutes: integer("buffer_minutes").notNull(),
    noticeHours: integer("notice_hours").notNull(),
    horizonDays: integer("horizon_days").notNull(),
    daysOff: date("days_off", { mode: "string" }).array().notNull().default(sql`'{}'::date[]`),
    /** The end of the window whose open slots are written; the refresh tops it up as days pass. */
    materialisedUntil: timestamp("materialised_until", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index("provider_availability_materialised_idx").on(t.materialisedUntil)],
);
