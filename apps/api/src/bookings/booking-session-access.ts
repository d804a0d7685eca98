import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/index.ts";
import { sideOfSeries } from "../booking-lifecycle/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import { ApiError } from "../http/index.ts";

/** A session with its series, or 404 'Booking not found'. */
export async function findSession(db: Pick<Db, "select">, id: string) {
  const [row] = await db
    .select({ booking: bookings, series: bookingSeries })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(eq(bookings.id, id));
  if (!row) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
  return row;
}

export type SessionRow = Awaited<ReturnType<typeof findSession>>;

/** The viewer's side of the booking; 403 for anyone else. */
export function sideOf(row: SessionRow, user: SessionUser): "client" | "provider" {
  return sideOfSeries(row.series, user);
}

/** The booking's provider only; 403 for anyone else. */
export function requireBookingProvider(row: SessionRow, user: SessionUser): void {
  if (row.series.providerId !== user.id) throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
}
