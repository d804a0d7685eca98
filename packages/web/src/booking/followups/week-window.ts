/** How far ahead the reschedule page looks: the providers' longest booking horizon (90 days). */
export const RESCHEDULE_HORIZON_DAYS = 90;

const DAY = 86_400_000;
const key = (d: Date) => d.toISOString().slice(0, 10);
const parse = (value: string | null): Date | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || key(date) !== value ? null : date;
};

export interface WeekWindow {
  /** First and last day (UTC dates, YYYY-MM-DD) of the week shown. */
  from: string;
  to: string;
  /** The weeks before and after, or null past today or the horizon. */
  previous: string | null;
  next: string | null;
}

/**
 * The seven days the reschedule page lists, from the `from` query (a UTC date): never before today,
 * never past the horizon; a missing or malformed value starts today.
 */
export function weekWindow(raw: string | null, now: Date): WeekWindow {
  const today = new Date(`${key(now)}T00:00:00Z`);
  const last = new Date(today.getTime() + (RESCHEDULE_HORIZON_DAYS - 7) * DAY);
  const asked = parse(raw) ?? today;
  const start = asked < today ? today : asked > last ? last : asked;
  const previous = start > today ? new Date(Math.max(today.getTime(), start.getTime() - 7 * DAY)) : null;
  const next = new Date(start.getTime() + 7 * DAY);
  return {
    from: key(start),
    to: key(new Date(start.getTime() + 6 * DAY)),
    previous: previous ? key(previous) : null,
    next: next <= last ? key(next) : null,
  };
}
