/**
 * A provider's availability (issue 12): weekly working hours in their own IANA timezone, session
 * length, buffer, booking notice, how far ahead clients may book and days off. The limits and the
 * messages live here once; the zod schemas (availability-schema.ts), the API and the screens read them.
 * Apart from zod and the timezone library, so a screen that only shows the limits downloads neither.
 */

/** Monday first, as the weekly editor lists them. */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Date#getDay() numbering (0 = Sunday) to our weekday names. */
export const WEEKDAY_BY_INDEX: readonly Weekday[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

export const AVAILABILITY_LIMITS = {
  /** Session length in minutes. */
  sessionMinutes: { min: 15, max: 240, default: 50 },
  /** Free minutes kept before and after every session (and every booked one). */
  bufferMinutes: { min: 0, max: 120, default: 10 },
  /** Minimum notice before a session can be booked, in hours (up to two weeks). */
  noticeHours: { min: 0, max: 336, default: 12 },
  /** How far ahead clients may book, in days. */
  horizonDays: { min: 1, max: 90, default: 30 },
  /** Working-hour ranges per weekday. */
  rangesPerDay: 6,
  /** Days off on the calendar at once. */
  daysOff: 100,
} as const;

export const AVAILABILITY_MESSAGES = {
  time: "Times must be written as HH:mm, such as 09:00",
  endAfterStart: "The end of a range must be after its start",
  overlap: "Ranges on the same day must not overlap",
  tooManyRanges: `At most ${AVAILABILITY_LIMITS.rangesPerDay} ranges a day`,
  sessionMinutes: `Session length must be a whole number of minutes between ${AVAILABILITY_LIMITS.sessionMinutes.min} and ${AVAILABILITY_LIMITS.sessionMinutes.max}`,
  bufferMinutes: `Buffer must be a whole number of minutes between ${AVAILABILITY_LIMITS.bufferMinutes.min} and ${AVAILABILITY_LIMITS.bufferMinutes.max}`,
  noticeHours: `Booking notice must be a whole number of hours between ${AVAILABILITY_LIMITS.noticeHours.min} and ${AVAILABILITY_LIMITS.noticeHours.max}`,
  horizonDays: `Clients may book between ${AVAILABILITY_LIMITS.horizonDays.min} and ${AVAILABILITY_LIMITS.horizonDays.max} days ahead`,
  dayOff: "Days off must be real dates such as 2026-12-25",
  tooManyDaysOff: `At most ${AVAILABILITY_LIMITS.daysOff} days off`,
  /** The API's answers to a saved change, in the wording of the spec's other success messages. */
  saved: "Availability Updated Successfully",
  settingsSaved: "Settings Updated Successfully",
} as const;

/** One working range on a weekday, wall-clock times in the provider's timezone ('09:00'–'12:30'). */
export interface TimeRange {
  start: string;
  end: string;
}

export type WeeklyHours = Record<Weekday, TimeRange[]>;

export interface AvailabilityRules {
  weeklyHours: WeeklyHours;
  sessionMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  /** ISO calendar dates (YYYY-MM-DD) in the provider's timezone with no sessions at all. */
  daysOff: string[];
}

/** A start 00:00–23:59; an end may also be 24:00 (working until midnight). */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const END_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'HH:mm' as minutes since midnight. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes since midnight as 'HH:mm' (1440 is '24:00'). */
export function timeOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** A YYYY-MM-DD that names a real calendar day (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const emptyWeeklyHours = (): WeeklyHours => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
});

/** What a provider who never set hours has: no hours, so no slots, and the default limits. */
export const DEFAULT_AVAILABILITY: AvailabilityRules = {
  weeklyHours: emptyWeeklyHours(),
  sessionMinutes: AVAILABILITY_LIMITS.sessionMinutes.default,
  bufferMinutes: AVAILABILITY_LIMITS.bufferMinutes.default,
  noticeHours: AVAILABILITY_LIMITS.noticeHours.default,
  horizonDays: AVAILABILITY_LIMITS.horizonDays.default,
  daysOff: [],
};

/**
 * The range a provider adds next on a day: 09:00–17:00 on an empty day, else the hour after the last
 * range (clamped to midnight), so a new row never starts out overlapping another.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges[ranges.length - 1];
  if (!last || !END_TIME_PATTERN.test(last.end)) return { start: "09:00", end: "17:00" };
  const from = Math.min(minutesOfDay(last.end), 23 * 60);
  return { start: timeOfDay(from), end: timeOfDay(Math.min(from + 60, 24 * 60)) };
}
