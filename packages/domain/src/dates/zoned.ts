import { TZDate } from "@date-fns/tz";
import { INVALID_DATE } from "./dates.ts";

// Apart from dates.ts because @date-fns/tz patches Date's prototype when loaded: a page that only
// formats dates must not download it (the bundler drops this module when nothing uses it).

/** A wall-clock date and time in a timezone ('2026-03-29', '09:30', 'Europe/London') as an ISO instant. */
export function zonedToUtc(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  if ([y, m, d, hh, mm].some((n) => n === undefined || Number.isNaN(n))) throw new RangeError(INVALID_DATE);
  const zoned = new TZDate(
    y as number,
    (m as number) - 1,
    d as number,
    hh as number,
    mm as number,
    0,
    timeZone,
  );
  return new Date(zoned.getTime()).toISOString();
}
