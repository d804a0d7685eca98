import { deriveSlots } from "@marketplace/domain/availability";
import { asc, eq, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { insertOpenSlots } from "../../booking-lifecycle/index.ts";
import type { Db } from "../../db/index.ts";
import { providerAvailability } from "../../db/index.ts";
import { repeatSweep, type Sweep } from "../../jobs/index.ts";
import { busyIntervals, loadAvailability } from "./availability-store.ts";

const DAY = 86_400_000;

/** How often the API tops up the slot windows, and how many providers one batch handles. */
export const REFRESH_INTERVAL_MS = 15 * 60_000;
export const REFRESH_BATCH = 50;

/**
 * Providers whose written window ends more than a day short of now + their horizon: each day that
 * passes adds a day at the far end, so every provider is topped up about once a day.
 */
export function dueProviders(db: Db, now: Date, limit: number) {
  return db
    .select({ providerId: providerAvailability.providerId })
    .from(providerAvailability)
    .where(
      lt(
        providerAvailability.materialisedUntil,
        sql`${now.toISOString()}::timestamptz + make_interval(days => ${providerAvailability.horizonDays} - 1)`,
      ),
    )
    .orderBy(asc(providerAvailability.materialisedUntil))
    .limit(limit);
}

/**
 * Adds the open slots between the end of the provider's written window and now + horizon. The rules
 * have not changed since the window was written (a change rewrites it whole), and derivation is
 * deterministic, so the slots already written stay as they are and only the new days are inserted.
 */
export async function topUpProvider(db: Db, providerId: string, now: Date): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const stored = await loadAvailability(tx, providerId, true);
    if (!stored.materialisedUntil) return 0;
    const from = stored.materialisedUntil;
    const until = new Date(now.getTime() + stored.rules.horizonDays * DAY);
    const busy = await busyIntervals(tx, providerId, now);
    const fresh = deriveSlots(stored.rules, stored.timezone, now, until, busy).filter(
      (slot) => slot.startTime >= from,
    );
    if (fresh.length > 0) {
      await insertOpenSlots(tx, providerId, fresh);
    }
    await tx
      .update(providerAvailability)
      .set({ materialisedUntil: until })
      .where(eq(providerAvailability.providerId, providerId));
    return fresh.length;
  });
}

/** Tops up every due provider, a batch at a time (so requests interleave on PGlite's one connection). */
export async function refreshAvailability(
  db: Db,
  now = new Date(),
): Promise<{ providers: number; slots: number }> {
  let providers = 0;
  let slots = 0;
  for (;;) {
    const due = await dueProviders(db, now, REFRESH_BATCH);
    for (const { providerId } of due) {
      slots += await topUpProvider(db, providerId, now);
      providers += 1;
    }
    if (due.length < REFRESH_BATCH) return { providers, slots };
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs the top-up on boot and then every REFRESH_INTERVAL_MS; stop() waits for a run in progress
 * (the database must not close under it).
 */
export function availabilitySweep(db: Db, logger: Logger, intervalMs = REFRESH_INTERVAL_MS): Sweep {
  return {
    name: "top-up-availability",
    everyMs: intervalMs,
    failure: "availability top-up failed",
    run: async () => {
      const report = await refreshAvailability(db);
      if (report.providers > 0) logger.info(report, "availability topped up");
    },
    // The boot run starts at once; each later run queues behind the run before it.
    onStart: true,
  };
}

export function startAvailabilityRefresh(db: Db, logger: Logger, intervalMs = REFRESH_INTERVAL_MS) {
  return repeatSweep(logger, availabilitySweep(db, logger, intervalMs));
}
