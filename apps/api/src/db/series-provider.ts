import { eq } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { bookingSeries, providerProfiles, users } from "./schema/index.ts";

/** A series' provider as a person: their users row, named apart so the same query can join the client. */
export const seriesProvider = alias(users, "series_provider");

/**
 * Joins a select that already holds `booking_series` to the series' provider: their user row
 * (`seriesProvider`: names, photo, deletedAt) and their profile (`providerProfiles`: title, timezone,
 * visibility…). The one way a booking, an invitation or a payment reaches its provider; pass the
 * select as `.$dynamic()` and go on with `.where(…)`.
 */
export function withSeriesProvider<T extends PgSelect>(query: T) {
  return query
    .innerJoin(seriesProvider, eq(seriesProvider.id, bookingSeries.providerId))
    .innerJoin(providerProfiles, eq(providerProfiles.userId, bookingSeries.providerId));
}
