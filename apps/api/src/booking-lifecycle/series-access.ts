import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import { ApiError, notFound } from "../http/index.ts";

/** The viewer's side of a series; 403 for anyone else. */
export function sideOfSeries(
  series: Pick<typeof bookingSeries.$inferSelect, "clientId" | "providerId">,
  user: SessionUser,
): "client" | "provider" {
  if (series.clientId === user.id) return "client";
  if (series.providerId === user.id) return "provider";
  throw new ApiError(403, BOOKING_API_MESSAGES.notYours);
}

/** The series a session belongs to, or 404 (also for sessions of other people's bookings). */
export async function seriesOfBooking(db: Db, bookingId: string): Promise<string> {
  const [row] = await db
    .select({ seriesId: bookings.seriesId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound(BOOKING_API_MESSAGES.bookingNotFound);
  return row.seriesId;
}

/** The parties of a series; 404 when it does not exist, 403 when the viewer is neither. */
export async function seriesParties(db: Db, seriesId: string, viewer: SessionUser) {
  const [series] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
  if (!series) throw notFound(BOOKING_API_MESSAGES.bookingNotFound);
  return { series, role: sideOfSeries(series, viewer) } as const;
}
