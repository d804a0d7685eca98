import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityRules,
  emptyWeeklyHours,
  WEEKDAY_BY_INDEX,
  WEEKDAYS,
} from "./availability-rules.ts";
import { deriveSlots } from "./derive-slots.ts";

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  weeklyHours: emptyWeeklyHours(),
  sessionMinutes: 60,
  bufferMinutes: 0,
  noticeHours: 0,
  horizonDays: 30,
  daysOff: [],
  ...over,
});

const everyDay = (start: string, end: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start, end }]])) as AvailabilityRules["weeklyHours"];

/** Wall-clock 'YYYY-MM-DD HH:mm' of an instant in a timezone. */
const wall = (d: Date, tz: string) => {
  const z = new TZDate(d.getTime(), tz);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())} ${pad(z.getHours())}:${pad(z.getMinutes())}`;
};

const iso = (s: string) => new Date(s);

describe("deriveSlots across a DST change in Europe/London", () => {
  const tz = "Europe/London";
  // Clocks go forward at 01:00 GMT on Sunday 29 March 2026 (01:00 → 02:00) and back at 02:00 BST
  // on Sunday 25 October 2026 (02:00 → 01:00).
  it("skips the 01:30 that does not exist when clocks go forward", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: { ...emptyWeeklyHours(), sunday: [{ start: "00:30", end: "04:00" }] } }),
      tz,
      iso("2026-03-28T12:00:00Z"),
      iso("2026-03-30T00:00:00Z"),
    );
    expect(slots.map((s) => wall(s.startTime, tz))).toEqual([
      "2026-03-29 00:30",
      // 01:30 does not exist; 02:30 BST is 01:30 UTC, a real hour after 00:30 GMT ended.
      "2026-03-29 02:30",
    ]);
    expect(slots.map((s) => s.startTime.toISOString())).toEqual([
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:30:00.000Z",
    ]);
  });

  it("offers a repeated hour once when clocks go back", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: { ...emptyWeeklyHours(), sunday: [{ start: "00:00", end: "03:00" }] } }),
      tz,
      iso("2026-10-24T12:00:00Z"),
      iso("2026-10-26T00:00:00Z"),
    );
    const walls = slots.map((s) => wall(s.startTime, tz));
    expect(walls).toEqual(["2026-10-25 00:00", "2026-10-25 01:00", "2026-10-25 02:00"]);
    expect(new Set(walls).size).toBe(walls.length);
  });

  it("ends a session at the midnight that closes the day the clocks changed", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: { ...emptyWeeklyHours(), sunday: [{ start: "23:00", end: "24:00" }] } }),
      tz,
      iso("2026-03-28T12:00:00Z"),
      iso("2026-03-30T12:00:00Z"),
    );
    expect(slots.map((s) => wall(s.endTime, tz))).toEqual(["2026-03-30 00:00"]);
  });

  it("keeps office hours at the same wall-clock time on both sides of the change", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: everyDay("09:00", "10:00") }),
      tz,
      iso("2026-03-27T12:00:00Z"),
      iso("2026-03-31T00:00:00Z"),
    );
    expect(slots.map((s) => s.startTime.toISOString())).toEqual([
      "2026-03-28T09:00:00.000Z", // 09:00 GMT
      "2026-03-29T08:00:00.000Z", // 09:00 BST
      "2026-03-30T08:00:00.000Z",
    ]);
    expect(slots.every((s) => s.endTime.getTime() - s.startTime.getTime() === 60 * 60_000)).toBe(true);
  });
});

describe("deriveSlots across a DST change in America/New_York", () => {
  const tz = "America/New_York";
  // Forward at 02:00 EST on Sunday 8 March 2026; back at 02:00 EDT on Sunday 1 November 2026.
  it("skips the 02:30 that does not exist and never lets a session run past its range", () => {
    const slots = deriveSlots(
      rules({
        sessionMinutes: 30,
        weeklyHours: { ...emptyWeeklyHours(), sunday: [{ start: "01:30", end: "03:30" }] },
      }),
      tz,
      iso("2026-03-07T12:00:00Z"),
      iso("2026-03-09T12:00:00Z"),
    );
    expect(slots.map((s) => wall(s.startTime, tz))).toEqual(["2026-03-08 01:30", "2026-03-08 03:00"]);
  });

  it("offers 01:30 once on the night the hour repeats", () => {
    const slots = deriveSlots(
      rules({
        sessionMinutes: 30,
        weeklyHours: { ...emptyWeeklyHours(), sunday: [{ start: "01:00", end: "02:00" }] },
      }),
      tz,
      iso("2026-10-31T12:00:00Z"),
      iso("2026-11-02T12:00:00Z"),
    );
    const walls = slots.map((s) => wall(s.startTime, tz));
    expect(walls).toEqual(["2026-11-01 01:00", "2026-11-01 01:30"]);
  });

  it("moves the UTC time of 09:00 by an hour across the change", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: everyDay("09:00", "10:00") }),
      tz,
      iso("2026-10-31T00:00:00Z"),
      iso("2026-11-02T00:00:00Z"),
    );
    expect(slots.map((s) => s.startTime.toISOString())).toEqual([
      "2026-10-31T13:00:00.000Z", // EDT
      "2026-11-01T14:00:00.000Z", // EST
    ]);
  });
});

describe("deriveSlots", () => {
  const tz = "Africa/Lagos";
  const from = iso("2026-11-23T00:00:00Z"); // a Monday; 01:00 in Lagos

  it("cuts ranges into sessions with a buffer between them", () => {
    const slots = deriveSlots(
      rules({
        sessionMinutes: 50,
        bufferMinutes: 10,
        weeklyHours: { ...emptyWeeklyHours(), monday: [{ start: "09:00", end: "12:00" }] },
        horizonDays: 1,
      }),
      tz,
      from,
      iso("2026-12-01T00:00:00Z"),
    );
    expect(slots.map((s) => wall(s.startTime, tz))).toEqual([
      "2026-11-23 09:00",
      "2026-11-23 10:00",
      "2026-11-23 11:00",
    ]);
  });

  it("has no slots on a day off", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: everyDay("09:00", "11:00"), daysOff: ["2026-11-24"] }),
      tz,
      from,
      iso("2026-11-26T00:00:00Z"),
    );
    expect(slots.map((s) => wall(s.startTime, tz).slice(0, 10))).toEqual([
      "2026-11-23",
      "2026-11-23",
      "2026-11-25",
      "2026-11-25",
    ]);
  });

  it("respects notice and horizon", () => {
    const r = rules({ weeklyHours: everyDay("09:00", "10:00"), noticeHours: 48, horizonDays: 5 });
    const slots = deriveSlots(r, tz, from, iso("2027-01-01T00:00:00Z"));
    expect(slots.map((s) => wall(s.startTime, tz).slice(0, 10))).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(deriveSlots(rules({ noticeHours: 24, horizonDays: 1 }), tz, from, iso("2027-01-01"))).toEqual([]);
  });

  it("keeps clear of a busy interval and its buffer", () => {
    const slots = deriveSlots(
      rules({
        bufferMinutes: 15,
        sessionMinutes: 45,
        weeklyHours: { ...emptyWeeklyHours(), monday: [{ start: "09:00", end: "13:00" }] },
      }),
      tz,
      from,
      iso("2026-11-24T00:00:00Z"),
      // 10:10–11:00 Lagos time is booked.
      [{ start: iso("2026-11-23T09:10:00Z"), end: iso("2026-11-23T10:00:00Z") }],
    );
    // 09:00–09:45 ends more than a buffer before 10:10; 10:00 and 11:00 come within it.
    expect(slots.map((s) => wall(s.startTime, tz))).toEqual(["2026-11-23 09:00", "2026-11-23 12:00"]);
  });

  it("ends a range at midnight with 24:00", () => {
    const slots = deriveSlots(
      rules({ weeklyHours: { ...emptyWeeklyHours(), monday: [{ start: "23:00", end: "24:00" }] } }),
      tz,
      from,
      iso("2026-11-25T00:00:00Z"),
    );
    expect(slots.map((s) => wall(s.endTime, tz))).toEqual(["2026-11-24 00:00"]);
  });

  it("returns nothing when the window is empty", () => {
    expect(deriveSlots(rules({ weeklyHours: everyDay("00:00", "24:00") }), tz, from, from)).toEqual([]);
  });
});

const ZONES = ["Europe/London", "America/New_York", "Africa/Lagos", "Australia/Lord_Howe", "Asia/Kolkata"];
const minutes = fc.integer({ min: 0, max: 24 * 4 - 1 }).map((q) => q * 15);
const hhmm = (n: number) =>
  `${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;
const dayRanges = fc.uniqueArray(minutes, { minLength: 0, maxLength: 6 }).map((points) => {
  // Sorted cut points, paired up, give non-overlapping ranges.
  const sorted = [...points].sort((a, b) => a - b);
  const ranges = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) {
    ranges.push({ start: hhmm(sorted[i] as number), end: hhmm(sorted[i + 1] as number) });
  }
  return ranges;
});
const rulesArb = fc.record({
  weeklyHours: fc.record(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges])) as Record<
      (typeof WEEKDAYS)[number],
      typeof dayRanges
    >,
  ),
  sessionMinutes: fc.integer({ min: 15, max: 240 }),
  bufferMinutes: fc.integer({ min: 0, max: 120 }),
  noticeHours: fc.integer({ min: 0, max: 72 }),
  horizonDays: fc.integer({ min: 1, max: 14 }),
  daysOff: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }),
});
const fromArb = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2027-12-31T00:00:00Z"),
  noInvalidDate: true,
});
const busyArb = fc.array(
  fc.record({ offset: fc.integer({ min: 0, max: 14 * 24 * 60 }), length: fc.integer({ min: 15, max: 180 }) }),
  { maxLength: 6 },
);

describe("deriveSlots properties", () => {
  it("never overlaps a busy interval (with buffer), another slot or a day off, and stays in the window", () => {
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(...ZONES), fromArb, busyArb, (raw, tz, from, busyRaw) => {
        const daysOff = raw.daysOff.map((n) =>
          wall(new Date(from.getTime() + n * 86_400_000), tz).slice(0, 10),
        );
        const r: AvailabilityRules = { ...raw, daysOff };
        const busy = busyRaw.map((b) => {
          const start = new Date(from.getTime() + b.offset * 60_000);
          return { start, end: new Date(start.getTime() + b.length * 60_000) };
        });
        const to = new Date(from.getTime() + 20 * 86_400_000);
        const slots = deriveSlots(r, tz, from, to, busy);
        const buffer = r.bufferMinutes * 60_000;
        let previousEnd = Number.NEGATIVE_INFINITY;
        for (const slot of slots) {
          const start = slot.startTime.getTime();
          const end = slot.endTime.getTime();
          expect(end - start).toBe(r.sessionMinutes * 60_000);
          expect(start).toBeGreaterThanOrEqual(from.getTime() + r.noticeHours * 3_600_000);
          expect(start).toBeLessThan(Math.min(to.getTime(), from.getTime() + r.horizonDays * 86_400_000));
          expect(start).toBeGreaterThanOrEqual(previousEnd + buffer);
          previousEnd = end;
          for (const b of busy) {
            const clear = end + buffer <= b.start.getTime() || start >= b.end.getTime() + buffer;
            expect(clear).toBe(true);
          }
          const day = wall(slot.startTime, tz);
          expect(daysOff).not.toContain(day.slice(0, 10));
          // It starts inside one of that weekday's ranges, on the wall clock.
          const z = new TZDate(start, tz);
          const weekday = WEEKDAY_BY_INDEX[z.getDay()] ?? "monday";
          const at = day.slice(11);
          expect(r.weeklyHours[weekday].some((range) => range.start <= at && at < range.end)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("offers every wall-clock start at most once a day", () => {
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(...ZONES), fromArb, (raw, tz, from) => {
        const slots = deriveSlots(
          { ...raw, daysOff: [] },
          tz,
          from,
          new Date(from.getTime() + 20 * 86_400_000),
        );
        const walls = slots.map((s) => wall(s.startTime, tz));
        expect(new Set(walls).size).toBe(walls.length);
      }),
      { numRuns: 100 },
    );
  });
});
