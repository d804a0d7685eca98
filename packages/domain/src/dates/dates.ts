/**
 * Dates display as short month, day, year in US English (spec section 9). Timezones go through real
 * libraries — Intl for formatting and @date-fns/tz for wall-clock conversions — never by adding offsets.
 */

export const INVALID_DATE = "Invalid Date";

/**
 * One Intl.DateTimeFormat per locale and options, kept: building one costs far more than formatting
 * with it, and a page of provider cards formats a date and a time per card (measured: a fifth of the
 * server render of /providers). A Map, as in money.ts, to keep first-load JavaScript flat.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/** 'Mar 7, 2026' in the given timezone (UTC by default), or 'Invalid Date'. */
export function formatShortDate(value: string | number | Date, timeZone = "UTC"): string {
  const d = toDate(value);
  if (!valid(d)) return INVALID_DATE;
  return dateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(d);
}

/** '9:00 AM' in the given timezone. */
export function formatTime(value: string | number | Date, timeZone = "UTC"): string {
  const d = toDate(value);
  if (!valid(d)) return INVALID_DATE;
  return dateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(d);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a timezone. */
export function dateKeyInZone(value: string | number | Date, timeZone = "UTC"): string {
  const d = toDate(value);
  if (!valid(d)) return INVALID_DATE;
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

/**
 * The years a calendar day given to the API (a query's `from`, `endDate`, `availableFrom`…) may fall
 * in: wide enough for any booking, statement or filter, narrow enough that a day's arithmetic (the
 * next midnight, a week on, a timezone's offset) stays inside what JavaScript and PostgreSQL both
 * store (PostgreSQL has no year 0; JavaScript's ISO strings change shape past year 9999).
 */
export const FIRST_DAY_YEAR = 1900;
export const LAST_DAY_YEAR = 2999;

/**
 * A real calendar day (month 1–12) within FIRST_DAY_YEAR–LAST_DAY_YEAR, as its UTC midnight; null for
 * 2026-02-30 or a day out of range. (Not Date.UTC alone: it reads years 0–99 as 1900–1999.)
 */
export function calendarDay(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || year < FIRST_DAY_YEAR || year > LAST_DAY_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date;
}

/** A YYYY-MM-DD naming a real day within the years above, as its UTC midnight; null otherwise. */
export function parseIsoDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** What a query's refused day says, naming the field. */
export const isoDayMessage = (field: string) =>
  `${field} must be a date written YYYY-MM-DD between ${FIRST_DAY_YEAR}-01-01 and ${LAST_DAY_YEAR}-12-31`;

/** Every IANA timezone name the runtime knows. */
export function timezoneNames(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** Whether the runtime knows this IANA timezone name. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || name === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Zones that tell nothing about where someone is: browsers in privacy modes, kiosks and test
 * machines report UTC (or an Etc/ offset), and a Lagos client must not read a bare 'UTC' because of it.
 */
const PLACELESS = /^(UTC|UCT|GMT|Universal|Zulu|Etc\/.*)$/i;

/**
 * The timezone a viewer's times are shown in, always with its name beside them: the timezone they
 * saved in their preferences; else their browser's, when the page runs in one and it names a place;
 * else the region's default (Europe/London for the global site, Africa/Lagos for Nigeria). An
 * unknown name is skipped.
 */
export function viewerTimeZone(
  preferred: string | null | undefined,
  browser: string | null | undefined,
  regionDefault: string,
): string {
  if (isTimeZone(preferred)) return preferred;
  if (isTimeZone(browser) && !PLACELESS.test(browser)) return browser;
  return regionDefault;
}

/** The browser's own timezone, or undefined on the server and where the runtime cannot tell. */
export function browserTimeZone(): string | undefined {
  // No DOM types here: the browser is told apart by its global document.
  if (!("document" in globalThis)) return undefined;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}
