import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid } from "@marketplace/domain/ids";
import { and, eq } from "drizzle-orm";
import { FORBIDDEN } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { underProviderLock } from "./provider-lock.ts";

export interface DevSessionMove {
  /** How long before now the session is to have started. */
  minutesAgo: number;
  /** Its length in minutes, from the series' appointment length. */
  lengthMinutes: (appointmentDuration: number) => number;
  /** The 409 message when the session is not confirmed. */
  notConfirmed: string;
  /** What the route does next, in the same transaction under the provider's lock. */
  afterMove?: (tx: Db, providerId: string, now: Date) => Promise<unknown>;
}

/**
 * The developer tools' time machine (`/dev/booking/{id}/start` and `/complete`): the caller, who must
 * be the session's provider, has a confirmed session move back in time under the provider's lock, so
 * a journey can reach a no-show claim or a review without waiting. Each route keeps only its own
 * shift and its own next step. Answers the new start.
 */
export async function moveDevSessionBack(
  db: Db,
  now: Date,
  callerId: string | undefined,
  id: string,
  move: DevSessionMove,
): Promise<Date> {
  if (!isUlid(id)) throw new ApiError(400, GENERIC_MESSAGES.invalidId);
  const [row] = await db
    .select({
      providerId: bookingSeries.providerId,
      status: bookings.status,
      duration: bookingSeries.appointmentDuration,
    })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(eq(bookings.id, id));
  if (!row) throw new ApiError(404, BOOKING_API_MESSAGES.bookingNotFound);
  if (row.providerId !== callerId) throw new ApiError(403, FORBIDDEN);
  if (row.status !== "confirmed") throw new ApiError(409, move.notConfirmed);
  const start = new Date(now.getTime() - move.minutesAgo * 60_000);
  await underProviderLock(db, row.providerId, now, async (tx) => {
    await tx
      .update(bookings)
      .set({
        appointmentTime: start,
        appointmentEndTime: new Date(start.getTime() + move.lengthMinutes(row.duration) * 60_000),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")));
    await move.afterMove?.(tx, row.providerId, now);
  });
  return start;
}
