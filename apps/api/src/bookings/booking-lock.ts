import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, isUniqueViolation, timeslots } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { repeat } from "../jobs/index.ts";

/**
 * Every write to a provider's bookings runs here: one transaction holding the provider's row lock, so
 * two requests for the same provider take turns, and lapsed holds are released first (nobody is
 * refused a slot whose hold has run out). The partial unique index on bookings.timeslot_id is the
 * second wall: a violation that slips past a check answers 409 (docs/decisions/021-booking.md).
 */
export async function underProviderLock<T>(
  db: Db,
  providerId: string,
  now: Date,
  work: (tx: Db) => Promise<T>,
  conflictMessage = "This time is no longer available. Please choose another.",
): Promise<T> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockProvider(tx, providerId);
      await expireProviderHolds(tx, providerId, now);
      return work(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, conflictMessage);
    throw err;
  }
}

/** The provider's row lock: writes to one provider's bookings take turns until the transaction ends. */
async function lockProvider(tx: Db, providerId: string) {
  await tx.execute(sql`select 1 from provider_profiles where user_id = ${providerId} for update`);
}

/** Releases the provider's unpaid holds whose time is up: the series and its sessions expire, the slots reopen. */
export async function expireProviderHolds(tx: Db, providerId: string, now: Date): Promise<number> {
  const lapsed = await tx
    .update(bookingSeries)
    .set({ status: "expired" })
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        eq(bookingSeries.status, "awaiting_payment"),
        lte(bookingSeries.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookingSeries.id });
  if (lapsed.length === 0) return 0;
  await releaseSessions(
    tx,
    lapsed.map((s) => s.id),
    { status: "expired" },
  );
  return lapsed.length;
}

/**
 * Sets the active sessions of these series to a final status and reopens their slots (the slot rows
 * stay: a finished booking still points at its slot as history).
 */
export async function releaseSessions(
  tx: Db,
  seriesIds: string[],
  change: { status: "expired" | "declined" | "cancelled"; cancelReason?: string },
  onlyBookingIds?: string[],
): Promise<void> {
  const released = await tx
    .update(bookings)
    .set({ status: change.status, cancelReason: change.cancelReason ?? null })
    .where(
      and(
        inArray(bookings.seriesId, seriesIds),
        inArray(bookings.status, ["pending_approval", "awaiting_payment", "confirmed"]),
        onlyBookingIds ? inArray(bookings.id, onlyBookingIds) : undefined,
      ),
    )
    .returning({ timeslotId: bookings.timeslotId });
  const slotIds = released.flatMap((b) => (b.timeslotId ? [b.timeslotId] : []));
  if (slotIds.length > 0)
    await tx.update(timeslots).set({ status: "open" }).where(inArray(timeslots.id, slotIds));
}

/** Providers with a lapsed hold, anywhere: the sweeper releases them one provider at a time. */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ providerId: bookingSeries.providerId })
    .from(bookingSeries)
    .where(and(eq(bookingSeries.status, "awaiting_payment"), lte(bookingSeries.holdExpiresAt, now)));
  let released = 0;
  for (const { providerId } of due) {
    released += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockProvider(tx, providerId);
      return expireProviderHolds(tx, providerId, now);
    });
  }
  return released;
}

export const HOLD_SWEEP_MS = 30_000;

/** Releases lapsed holds every HOLD_SWEEP_MS so a slot reopens even when nobody books with that provider. */
export function startHoldSweeper(db: Db, logger: Logger, clock: () => Date = () => new Date()) {
  return repeat(logger, "releasing booking holds failed", HOLD_SWEEP_MS, async () => {
    const released = await expireHolds(db, clock());
    if (released > 0) logger.info({ released }, "booking holds released");
  });
}
