import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings, isUniqueViolation, noShowClaims } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { countingSweep, repeatSweep, type Sweep } from "../jobs/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import {
  completeProviderSessions,
  expireProviderHolds,
  expireProviderRequests,
  requestEndsBy,
  settleProviderNoShowClaims,
} from "./lifecycle-writes.ts";

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

/**
 * Providers with a request left unanswered past its expiry (decision 038): each provider's are expired
 * under that provider's lock, with their notifications, one provider at a time.
 */
export async function expireRequests(db: Db, now: Date, mail: NotifyMail): Promise<number> {
  const due = await db
    .selectDistinct({ providerId: bookingSeries.providerId })
    .from(bookingSeries)
    .where(and(eq(bookingSeries.status, "pending_approval"), requestEndsBy(now)));
  let expired = 0;
  for (const { providerId } of due) {
    expired += await underProviderLock(db, providerId, now, (tx) =>
      expireProviderRequests(tx, providerId, now, mail),
    );
  }
  return expired;
}

export const HOLD_SWEEP_MS = 30_000;

/**
 * Releases lapsed holds every HOLD_SWEEP_MS so a slot reopens even when nobody books with that
 * provider, and expires requests left unanswered (decision 038), telling both parties.
 */
export function holdSweep(
  db: Db,
  logger: Logger,
  mail: NotifyMail,
  clock: () => Date = () => new Date(),
): Sweep {
  return {
    name: "release-holds",
    everyMs: HOLD_SWEEP_MS,
    failure: "releasing booking holds failed",
    run: async () => {
      const released = await expireHolds(db, clock());
      if (released > 0) logger.info({ released }, "booking holds released");
      const expired = await expireRequests(db, clock(), mail);
      if (expired > 0) {
        logger.info({ expired }, "unanswered booking requests expired");
      }
    },
  };
}

export function startHoldSweeper(...args: Parameters<typeof holdSweep>) {
  return repeatSweep(args[1], holdSweep(...args));
}

/** Every provider with a confirmed session past its end, one provider (and lock) at a time. */
export async function completeSessions(db: Db, now: Date, mail: NotifyMail): Promise<number> {
  const providers = await db
    .selectDistinct({ providerId: bookingSeries.providerId })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(and(eq(bookings.status, "confirmed"), lte(bookings.appointmentEndTime, now)));
  let completed = 0;
  for (const { providerId } of providers) {
    completed += await underProviderLock(db, providerId, now, (tx) =>
      completeProviderSessions(tx, providerId, now, mail),
    );
  }
  return completed;
}

/**
 * Every provider with an undisputed no-show claim (each settled once older than the dispute window, or
 * at once when the session room recorded that the provider never joined), one provider (and lock) at a time: the claims are settled and refunded (decision 039). Safe to run again: a settled
 * claim is not picked twice and its refund is posted once (`refund:{bookingId}`).
 */
export async function settleNoShowClaims(db: Db, now: Date, mail: NotifyMail): Promise<number> {
  const providers = await db
    .selectDistinct({ providerId: bookingSeries.providerId })
    .from(noShowClaims)
    .innerJoin(bookings, eq(bookings.id, noShowClaims.bookingId))
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(and(eq(bookings.status, "no_show_claimed"), isNull(noShowClaims.settledAt)));
  let settled = 0;
  for (const { providerId } of providers) {
    settled += await underProviderLock(db, providerId, now, (tx) =>
      settleProviderNoShowClaims(tx, providerId, now, mail),
    );
  }
  return settled;
}

export const NO_SHOW_SWEEP_MS = 60_000;

/**
 * Settles lapsed no-show claims every NO_SHOW_SWEEP_MS (started in main.ts beside the other sweepers;
 * the claims live in the database, so a restart or another process picks up where this one stopped).
 */
export function noShowSweep(
  db: Db,
  logger: Logger,
  mail: NotifyMail,
  clock: () => Date = () => new Date(),
): Sweep {
  return countingSweep({
    name: "settle-no-shows",
    everyMs: NO_SHOW_SWEEP_MS,
    failure: "settling no-show claims failed",
    logger,
    clock,
    work: (now) => settleNoShowClaims(db, now, mail),
    counted: "settled",
    message: "no-show claims settled and refunded",
  });
}

export function startNoShowSweeper(...args: Parameters<typeof noShowSweep>) {
  return repeatSweep(args[1], noShowSweep(...args));
}
