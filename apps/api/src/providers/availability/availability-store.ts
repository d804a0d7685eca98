import {
  type AvailabilityRules,
  type BusyInterval,
  DEFAULT_AVAILABILITY,
  deriveSlots,
  emptyWeeklyHours,
  type ProviderSettings,
} from "@marketplace/domain/availability";
import { LIVE_STATUSES } from "@marketplace/domain/booking-lifecycle";
import { and, eq, gt, gte, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { insertOpenSlots } from "../../booking-lifecycle/index.ts";
import type { Db } from "../../db/index.ts";
import {
  bookingSeries,
  bookings,
  providerAvailability,
  providerProfiles,
  timeslots,
} from "../../db/index.ts";
import { ApiError } from "../../http/index.ts";

const DAY = 86_400_000;

/** Booking states that keep their time taken (a cancelled or declined booking frees it). */

export interface StoredAvailability {
  timezone: string;
  rules: AvailabilityRules;
  settings: ProviderSettings;
  /** Null until the provider first saves rules: their slots are not derived yet. */
  materialisedUntil: Date | null;
}

type Row = typeof providerAvailability.$inferSelect;

const rulesOf = (row: Row | undefined, sessionMinutes: number): AvailabilityRules =>
  row
    ? {
        weeklyHours: { ...emptyWeeklyHours(), ...row.weeklyHours },
        sessionMinutes,
        bufferMinutes: row.bufferMinutes,
        noticeHours: row.noticeHours,
        horizonDays: row.horizonDays,
        daysOff: [...row.daysOff].sort(),
      }
    : { ...DEFAULT_AVAILABILITY, sessionMinutes };

/** The provider's rules and settings (defaults where none were saved); throws 404 without a profile. */
export async function loadAvailability(
  db: Db,
  providerId: string,
  lock = false,
): Promise<StoredAvailability> {
  const profileQuery = db
    .select({
      timezone: providerProfiles.timezone,
      sessionMinutes: providerProfiles.appointmentDuration,
      approvalRequired: providerProfiles.acknowledgeBooking,
    })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, providerId));
  // The profile row's lock serialises every change to one provider's slots (two saves at once would
  // each delete and insert, doubling the slots).
  const [profile] = lock ? await profileQuery.for("update") : await profileQuery;
  if (!profile) throw new ApiError(404, "Provider profile not found");
  const [row] = await db
    .select()
    .from(providerAvailability)
    .where(eq(providerAvailability.providerId, providerId));
  const rules = rulesOf(row, profile.sessionMinutes);
  return {
    timezone: profile.timezone,
    rules,
    settings: {
      timezone: profile.timezone,
      sessionMinutes: rules.sessionMinutes,
      bufferMinutes: rules.bufferMinutes,
      noticeHours: rules.noticeHours,
      approvalRequired: profile.approvalRequired,
    },
    materialisedUntil: row?.materialisedUntil ?? null,
  };
}

/** Held and booked slots, and active bookings' appointments, that end after `from`. */
export async function busyIntervals(db: Db, providerId: string, from: Date): Promise<BusyInterval[]> {
  // One query after the other: callers pass a transaction, whose one connection runs one query at a
  // time (node-postgres deprecates queueing a second while the first runs).
  const slots = await db
    .select({ start: timeslots.startTime, end: timeslots.endTime })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.providerId, providerId),
        inArray(timeslots.status, ["held", "booked"]),
        gt(timeslots.endTime, from),
      ),
    );
  const appointments = await db
    .select({ start: bookings.appointmentTime, end: bookings.appointmentEndTime })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(
      and(
        eq(bookingSeries.providerId, providerId),
        inArray(bookings.status, [...LIVE_STATUSES]),
        isNotNull(bookings.appointmentTime),
        gt(bookings.appointmentEndTime, from),
      ),
    );
  return [...slots, ...appointments].flatMap((b) =>
    b.start && b.end ? [{ start: new Date(b.start), end: new Date(b.end) }] : [],
  );
}

/**
 * Rewrites the provider's open slots from their rules, inside the caller's transaction: the future
 * `open` rows go and the newly derived ones come, up to now + horizon. `held` and `booked` rows are
 * never touched; they (and active bookings' appointments) are the busy times the new slots keep
 * clear of. The triggers of migration 0005 update the provider's search card after each statement.
 */
export async function materialiseSlots(
  tx: Db,
  providerId: string,
  stored: StoredAvailability,
  now: Date,
): Promise<{ slots: number; until: Date }> {
  const until = new Date(now.getTime() + stored.rules.horizonDays * DAY);
  const busy = await busyIntervals(tx, providerId, now);
  await tx.delete(timeslots).where(
    and(
      eq(timeslots.providerId, providerId),
      eq(timeslots.status, "open"),
      gte(timeslots.startTime, now),
      // An open slot a (cancelled) booking still points at stays: its row is history.
      notExists(tx.select({ one: sql`1` }).from(bookings).where(eq(bookings.timeslotId, timeslots.id))),
    ),
  );
  const slots = deriveSlots(stored.rules, stored.timezone, now, until, busy);
  await insertOpenSlots(tx, providerId, slots);
  await tx
    .update(providerAvailability)
    .set({ materialisedUntil: until })
    .where(eq(providerAvailability.providerId, providerId));
  return { slots: slots.length, until };
}

/** Saves rules (all of them) and rewrites the open slots, in one transaction. */
export async function saveAvailability(
  db: Db,
  providerId: string,
  rules: AvailabilityRules,
  now = new Date(),
): Promise<StoredAvailability> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await loadAvailability(tx, providerId, true);
    await tx
      .update(providerProfiles)
      .set({ appointmentDuration: rules.sessionMinutes, updatedAt: now })
      .where(eq(providerProfiles.userId, providerId));
    const values = {
      weeklyHours: rules.weeklyHours,
      bufferMinutes: rules.bufferMinutes,
      noticeHours: rules.noticeHours,
      horizonDays: rules.horizonDays,
      daysOff: rules.daysOff,
      materialisedUntil: now,
      updatedAt: now,
    };
    await tx
      .insert(providerAvailability)
      .values({ providerId, ...values })
      .onConflictDoUpdate({ target: providerAvailability.providerId, set: values });
    const stored = await loadAvailability(tx, providerId);
    const { until } = await materialiseSlots(tx, providerId, stored, now);
    return { ...stored, materialisedUntil: until };
  });
}

/** Saves settings; the slot-shaping ones (timezone, session, buffer, notice) rewrite the open slots. */
export async function saveSettings(
  db: Db,
  providerId: string,
  settings: ProviderSettings,
  now = new Date(),
): Promise<StoredAvailability> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await loadAvailability(tx, providerId, true);
    await tx
      .update(providerProfiles)
      .set({
        timezone: settings.timezone,
        appointmentDuration: settings.sessionMinutes,
        acknowledgeBooking: settings.approvalRequired,
        updatedAt: now,
      })
      .where(eq(providerProfiles.userId, providerId));
    const values = {
      bufferMinutes: settings.bufferMinutes,
      noticeHours: settings.noticeHours,
      updatedAt: now,
    };
    await tx
      .insert(providerAvailability)
      .values({
        providerId,
        weeklyHours: before.rules.weeklyHours,
        horizonDays: before.rules.horizonDays,
        daysOff: before.rules.daysOff,
        materialisedUntil: now,
        ...values,
      })
      .onConflictDoUpdate({ target: providerAvailability.providerId, set: values });
    const stored = await loadAvailability(tx, providerId);
    const { until } = await materialiseSlots(tx, providerId, stored, now);
    return { ...stored, materialisedUntil: until };
  });
}
