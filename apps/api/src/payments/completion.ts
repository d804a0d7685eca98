import { and, eq, inArray, lte } from "drizzle-orm";
import type { Logger } from "pino";
import { underProviderLock } from "../bookings/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, bookings } from "../db/index.ts";
import { repeat } from "../jobs/index.ts";
import { post, sessionEarningPosting } from "../ledger/index.ts";
import type { NotifyMail } from "../notifications/index.ts";
import { notifyPaymentReceived, notifySessionCompleted } from "../notifications/index.ts";
import { pruneIdempotencyKeys } from "./idempotency.ts";
import { seriesPaid } from "./settle.ts";

const ACTIVE = ["pending_approval", "awaiting_payment", "confirmed"] as const;

/**
 * The provider's confirmed sessions whose end has passed are held: each is marked completed and, when
 * its series was paid, its fee leaves escrow as the provider's earning and the platform's commission
 * (a free session posts nothing). A series is completed once none of its sessions is still to come.
 * Runs under the provider's lock, so a no-show report or a cancellation never races it. The client is
 * asked for a review and the provider told of the earning, in the same transaction (decision 029).
 */
export async function completeProviderSessions(
  tx: Db,
  providerId: string,
  now: Date,
  mail: NotifyMail,
): Promise<number> {
  const due = await tx
    .select({ id: bookings.id, series: bookingSeries })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        eq(bookings.status, "confirmed"),
        lte(bookings.appointmentEndTime, now),
      ),
    );
  if (due.length === 0) return 0;
  await tx
    .update(bookings)
    .set({ status: "completed", updatedAt: now })
    .where(
      inArray(
        bookings.id,
        due.map((d) => d.id),
      ),
    );
  const paid = new Map<string, boolean>();
  for (const { id, series } of due) {
    if (!paid.has(series.id)) paid.set(series.id, await seriesPaid(tx, series.id));
    await notifySessionCompleted(tx, id, series.id, mail);
    if (series.bookingFee <= 0 || !paid.get(series.id)) continue;
    await post(
      tx,
      sessionEarningPosting({
        providerId,
        bookingId: id,
        fee: series.bookingFee,
        currency: series.currencyCode,
      }),
    );
    await notifyPaymentReceived(
      tx,
      { bookingId: id, seriesId: series.id, fee: series.bookingFee, currency: series.currencyCode },
      mail,
    );
  }
  for (const seriesId of paid.keys()) {
    const left = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.seriesId, seriesId), inArray(bookings.status, [...ACTIVE])));
    if (left.length === 0) {
      await tx
        .update(bookingSeries)
        .set({ status: "completed", updatedAt: now })
        .where(and(eq(bookingSeries.id, seriesId), eq(bookingSeries.status, "confirmed")));
    }
  }
  return due.length;
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

export const COMPLETION_SWEEP_MS = 60_000;

/**
 * Completes past sessions every COMPLETION_SWEEP_MS (started in main.ts, like the hold sweeper), and
 * forgets idempotency keys older than a day.
 */
export function startCompletionSweeper(
  db: Db,
  logger: Logger,
  mail: NotifyMail & { wake?: () => void },
  clock: () => Date = () => new Date(),
) {
  return repeat(logger, "completing sessions failed", COMPLETION_SWEEP_MS, async () => {
    const completed = await completeSessions(db, clock(), mail);
    if (completed > 0) {
      logger.info({ completed }, "sessions completed and earnings posted");
      mail.wake?.();
    }
    await pruneIdempotencyKeys(db, clock());
  });
}
