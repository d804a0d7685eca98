// Apart from dates.ts (formatting): a page that shows a date need not download the API's day rules.

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
