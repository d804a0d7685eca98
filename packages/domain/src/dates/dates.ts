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
