import { char, index, pgTable, smallint, uniqueIndex } from "drizzle-orm/pg-core";
import { bookingSeries } from "./bookings.ts";
import { createdAt, id } from "./columns.ts";
import { providerProfiles } from "./providers.ts";
import { users } from "./users.ts";

/**
 * Providers recommended to a booking's client by the booking's provider (issue 13). One row per
 * recommended provider and booking series; `position` keeps the order the provider chose.
 */
export const bookingRecommendations = pgTable(
  "booking_recommendations",
  {
    id: id().primaryKey(),
    seriesId: char("series_id", { length: 26 })
      .notNull()
      .references(() => bookingSeries.id, { onDelete: "cascade" }),
    recommendedById: char("recommended_by_id", { length: 26 })
      .notNull()
      .references(() => users.id),
    providerId: char("provider_id", { length: 26 })
      .notNull()
      .references(() => providerProfiles.userId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_recommendations_series_provider_key").on(t.seriesId, t.providerId),
    index("booking_recommendations_series_idx").on(t.seriesId, t.createdAt),
  ],
);
