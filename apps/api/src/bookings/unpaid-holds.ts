import {
  BOOKING_API_MESSAGES,
  REHOLD_COOLDOWN_MINUTES,
  reholdAllowedFrom,
  reholdRefusal,
  unpaidHoldLimit,
} from "@marketplace/domain/booking";
import { and, eq, gt, inArray, isNull, lte, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, ledgerTransactions } from "../db/index.ts";
import { ApiError } from "../http/index.ts";

/**
 * What one client may hold without paying (issue 27, docs/decisions/038-unpaid-holds.md): at most
 * MAX_UNPAID_BOOKINGS requests or unpaid bookings holding at most MAX_UNPAID_SESSIONS sessions, across
 * every provider, and not the times whose hold they let go in the last REHOLD_COOLDOWN_MINUTES.
 *
 * Runs inside the booking's transaction, after the provider's lock: the client's own advisory lock
 * makes a client's bookings with different providers take turns too, so parallel requests cannot pass
 * the limit between the count and the insert. Every writer takes the provider's lock first and this
 * one second, so the two cannot deadlock.
 */
export async function assertClientMayHold(
  tx: Db,
  p: { clientId: string; slotIds: string[]; sessions: number; now: Date },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('unpaid-holds'), hashtext(${p.clientId}))`);
  await assertNotJustReleased(tx, p);
  const unpaid = await tx
    .select({ sessions: bookingSeries.totalSessions })
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.clientId, p.clientId),
        eq(bookingSeries.createdById, p.clientId),
        inArray(bookingSeries.status, ["pending_approval", "awaiting_payment"]),
        // A lapsed hold another provider's sweep has not released yet no longer holds anything.
        or(isNull(bookingSeries.holdExpiresAt), gt(bookingSeries.holdExpiresAt, p.now)),
      ),
    );
  const verdict = unpaidHoldLimit(
    unpaid.map((s) => s.sessions),
    p.sessions,
  );
  if (!verdict.ok) {
    throw new ApiError(
      409,
      verdict.limit === "bookings"
        ? BOOKING_API_MESSAGES.tooManyUnpaid
        : BOOKING_API_MESSAGES.tooManyHeldSessions,
    );
  }
}

/**
 * 429 when one of these times was held by this client, unpaid, and let go (lapsed, payment failed,
 * request expired, or withdrawn by them) less than REHOLD_COOLDOWN_MINUTES ago. Other clients may hold
 * it at once; a declined request or a provider's cancellation does not count against the client.
 */
async function assertNotJustReleased(
  tx: Db,
  p: { clientId: string; slotIds: string[]; now: Date },
): Promise<void> {
  if (p.slotIds.length === 0) return;
  const since = new Date(p.now.getTime() - REHOLD_COOLDOWN_MINUTES * 60_000);
  const [latest] = await tx
    .select({ endedAt: bookings.updatedAt })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(
      and(
        eq(bookingSeries.clientId, p.clientId),
        eq(bookingSeries.createdById, p.clientId),
        inArray(bookings.timeslotId, p.slotIds),
        gt(bookings.updatedAt, since),
        lte(bookings.updatedAt, p.now),
        or(
          eq(bookings.status, "expired"),
          and(
            eq(bookings.status, "cancelled"),
            eq(bookings.cancelReason, "client"),
            // Withdrawn unpaid: a paid session cancelled by the client is not a hold let go.
            notExists(
              tx
                .select({ id: ledgerTransactions.id })
                .from(ledgerTransactions)
                .where(eq(ledgerTransactions.dedupeKey, sql`'booking_payment:' || ${bookingSeries.id}`)),
            ),
          ),
        ),
      ),
    )
    .orderBy(sql`${bookings.updatedAt} desc`)
    .limit(1);
  if (!latest) return;
  const from = reholdAllowedFrom(latest.endedAt);
  const seconds = Math.max(1, Math.ceil((from.getTime() - p.now.getTime()) / 1000));
  throw new ApiError(429, reholdRefusal(Math.ceil(seconds / 60)), undefined, {
    "Retry-After": String(seconds),
  });
}
