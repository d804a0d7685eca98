import { BOOKING_API_MESSAGES, INVITEES_PER_CLIENT_PER_DAY } from "@marketplace/domain/booking";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { bookingParticipants, bookingSeries } from "../db/index.ts";
import { ApiError } from "../http/index.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A client's bookings name at most INVITEES_PER_CLIENT_PER_DAY invitees in any 24 hours, whoever made
 * the booking (issue 27); past that, 429. Counted in the booking's transaction under the client's row
 * lock, so two bookings at once (with two providers, under two provider locks) cannot both slip under.
 * Each invitee's row carries the time it was named (the server's clock, as the check reads it).
 */
export async function assertInviteAllowance(
  tx: Db,
  clientId: string,
  adding: number,
  now: Date,
): Promise<void> {
  if (adding === 0) return;
  await tx.execute(sql`select 1 from users where id = ${clientId} for update`);
  const [row] = await tx
    .select({ n: count() })
    .from(bookingParticipants)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookingParticipants.seriesId))
    .where(
      and(
        eq(bookingSeries.clientId, clientId),
        gt(bookingParticipants.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((row?.n ?? 0) + adding > INVITEES_PER_CLIENT_PER_DAY) {
    throw new ApiError(429, BOOKING_API_MESSAGES.tooManyInvitees);
  }
}
