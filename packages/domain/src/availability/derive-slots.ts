import { TZDate, tzOffset } from "@date-fns/tz";
import {
  type AvailabilityRules,
  minutesOfDay,
  WEEKDAY_BY_INDEX,
  type Weekday,
} from "./availability-rules.ts";

/** A time that is taken: a held or booked slot, or a booking's appointment. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface DerivedSlot {
  startTime: Date;
  endTime: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface WallClock {
  key: string;
  y: number;
  m: number;
  d: number;
  minutes: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const z = new TZDate(instant, timeZone);
  const y = z.getFullYear();
  const m = z.getMonth();
  const d = z.getDate();
  return { key: dayKey(y, m, d), y, m, d, minutes: z.getHours() * 60 + z.getMinutes() };
}

const dayKey = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/**
 * The instant a wall-clock time names on a day in a timezone, or null when that time does not exist
 * there (the hour skipped when clocks go forward). For a time that happens twice (clocks going back)
 * the timezone library picks one of the two, so it is offered once.
 */
function wallInstant(y: number, m: number, d: number, minutes: number, timeZone: string): number | null {
  const z = new TZDate(y, m, d, Math.floor(minutes / 60), minutes % 60, 0, timeZone);
  const exists =
    z.getFullYear() === y &&
    z.getMonth() === m &&
    z.getDate() === d &&
    z.getHours() * 60 + z.getMinutes() === minutes;
  return exists ? z.getTime() : null;
}

/**
 * The bookable slots of a provider between `from` (now) and `to`, from their weekly hours in their
 * IANA timezone:
 * - each range is cut into sessions at wall-clock steps of session + buffer from its start;
 * - a start time that does not exist on a day (clocks going forward) is skipped, a start that happens
 *   twice (clocks going back) is offered once, and a session never runs past its range's end on the
 *   wall clock nor starts less than a buffer after the previous one ends in real time;
 * - days off have no slots; nothing starts before `from` + notice or at or after `from` + horizon;
 * - no slot comes within a buffer of a busy interval.
 * Pure: the same input always gives the same slots, in time order.
 */
export function deriveSlots(
  rules: AvailabilityRules,
  timeZone: string,
  from: Date,
  to: Date,
  busy: readonly BusyInterval[] = [],
): DerivedSlot[] {
  const earliest = from.getTime() + rules.noticeHours * HOUR;
  const latest = Math.min(to.getTime(), from.getTime() + rules.horizonDays * DAY);
  if (!(latest > earliest)) return [];
  const session = rules.sessionMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const blocked = busy
    .map((b) => ({ start: b.start.getTime() - buffer, end: b.end.getTime() + buffer }))
    .filter((b) => b.end > earliest && b.start < latest + session);
  const daysOff = new Set(rules.daysOff);
  const first = wallClock(earliest, timeZone);
  const last = wallClock(latest, timeZone);
  const slots: DerivedSlot[] = [];
  let previousEnd = Number.NEGATIVE_INFINITY;

  for (let day = Date.UTC(first.y, first.m, first.d); ; day += DAY) {
    const date = new Date(day);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth();
    const d = date.getUTCDate();
    const key = dayKey(y, m, d);
    if (key > last.key) break;
    if (daysOff.has(key)) continue;
    const weekday = WEEKDAY_BY_INDEX[date.getUTCDay()] as Weekday;
    const ranges = [...rules.weeklyHours[weekday]];
    // Most days have one UTC offset from before their midnight to well after the next (offsets
    // reach ±14 h): then a wall-clock time is plain arithmetic, and only the days the clocks change
    // go through the timezone library time by time (the seed derives 10,000 providers' slots).
    const offset = tzOffset(timeZone, new Date(day - 14 * HOUR));
    const steady = offset === tzOffset(timeZone, new Date(day + DAY + 14 * HOUR)) ? offset : null;
    ranges.sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
    for (const range of ranges) {
      const rangeEnd = minutesOfDay(range.end);
      const step = rules.sessionMinutes + rules.bufferMinutes;
      for (let t = minutesOfDay(range.start); t + rules.sessionMinutes <= rangeEnd; t += step) {
        const start = steady === null ? wallInstant(y, m, d, t, timeZone) : day + (t - steady) * MINUTE;
        if (start === null || start < earliest) continue;
        if (start >= latest) return slots;
        const end = start + session;
        if (steady === null) {
          // On the wall clock the session must end within the range (an hour skipped inside it makes
          // the real session reach past it); a session ending on the next day ends after 24:00 ('24:00'
          // exactly at midnight).
          const endWall = wallClock(end, timeZone);
          const endMinutes = endWall.minutes + (endWall.key === key ? 0 : 24 * 60);
          if (endMinutes > rangeEnd) continue;
        }
        if (start < previousEnd + buffer) continue;
        if (blocked.some((b) => start < b.end && end > b.start)) continue;
        slots.push({ startTime: new Date(start), endTime: new Date(end) });
        previousEnd = end;
      }
    }
  }
  return slots;
}
