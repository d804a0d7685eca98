import { dateKeyInZone } from "@marketplace/domain/dates";
import type { Timeslot } from "./booking-contract.ts";

/**
 * The date picker's arithmetic: open timeslots (ISO instants) grouped by the calendar day they fall on
 * in the viewer's timezone, and the windows of days fetched from the API (at most 62 days a call).
 */

export const MAX_WINDOW_DAYS = 62;

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no timezone involved). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Today's date where the viewer is. */
export const todayIn = (zone: string, now: Date = new Date()) => dateKeyInZone(now, zone);

/** Each slot once, earliest first. */
export function mergeSlots(...lists: ReadonlyArray<readonly Timeslot[]>): Timeslot[] {
  const byId = new Map<string, Timeslot>();
  for (const list of lists) for (const slot of list) byId.set(slot.identifier, slot);
  return [...byId.values()].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** The open times on one day of the viewer's calendar. */
export function slotsOnDay(slots: readonly Timeslot[], day: string, zone: string): Timeslot[] {
  return slots.filter((slot) => dateKeyInZone(slot.startTime, zone) === day);
}

/** The first day on or after `from` (or at all) with an open time. */
export function nextOpenDay(slots: readonly Timeslot[], from: string | null, zone: string): string | null {
  for (const slot of slots) {
    const day = dateKeyInZone(slot.startTime, zone);
    if (from === null || day >= from) return day;
  }
  return null;
}

export interface DayWindow {
  /** First and last calendar day asked of the API (inclusive). */
  from: string;
  to: string;
}

/**
 * The window to fetch for a day the viewer picked: the API reads its dates in UTC, and the viewer's day
 * can straddle two UTC days, so a day of margin on each side; then as far ahead as one call allows.
 */
export function windowFor(day: string): DayWindow {
  return { from: addDays(day, -1), to: addDays(day, MAX_WINDOW_DAYS - 2) };
}

/** Whether the fetched windows hold every open time of this viewer's day (a day of margin each side). */
export function covers(windows: readonly DayWindow[], day: string): boolean {
  return windows.some((w) => addDays(w.from, 1) <= day && day <= addDays(w.to, -1));
}
