import { describe, expect, it } from "vitest";
import type { Timeslot } from "./booking-contract.ts";
import { addDays, covers, mergeSlots, nextOpenDay, slotsOnDay, todayIn, windowFor } from "./slot-days.ts";

const slot = (identifier: string, startTime: string): Timeslot => ({
  identifier,
  startTime,
  endTime: new Date(new Date(startTime).getTime() + 50 * 60_000).toISOString(),
});

describe("slot days", () => {
  it("adds calendar days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads today in the viewer's timezone", () => {
    const late = new Date("2026-03-07T23:30:00Z");
    expect(todayIn("UTC", late)).toBe("2026-03-07");
    expect(todayIn("Africa/Lagos", late)).toBe("2026-03-08");
    expect(todayIn("America/New_York", late)).toBe("2026-03-07");
  });

  it("groups a slot on the day it falls on where the viewer is", () => {
    const slots = [slot("A", "2026-03-07T23:30:00Z"), slot("B", "2026-03-08T09:00:00Z")];
    expect(slotsOnDay(slots, "2026-03-08", "Africa/Lagos").map((s) => s.identifier)).toEqual(["A", "B"]);
    expect(slotsOnDay(slots, "2026-03-07", "UTC").map((s) => s.identifier)).toEqual(["A"]);
    expect(slotsOnDay(slots, "2026-03-07", "America/New_York").map((s) => s.identifier)).toEqual(["A"]);
  });

  it("finds the next day with an open time", () => {
    const slots = mergeSlots([slot("B", "2026-03-10T09:00:00Z"), slot("A", "2026-03-08T09:00:00Z")]);
    expect(nextOpenDay(slots, null, "UTC")).toBe("2026-03-08");
    expect(nextOpenDay(slots, "2026-03-09", "UTC")).toBe("2026-03-10");
    expect(nextOpenDay(slots, "2026-03-11", "UTC")).toBeNull();
  });

  it("merges slots once each, earliest first, the later answer winning", () => {
    const merged = mergeSlots(
      [slot("B", "2026-03-10T09:00:00Z"), slot("A", "2026-03-08T09:00:00Z")],
      [slot("A", "2026-03-08T09:00:00Z"), slot("C", "2026-03-09T09:00:00Z")],
    );
    expect(merged.map((s) => s.identifier)).toEqual(["A", "C", "B"]);
  });

  it("asks for at most 62 days, a day of margin either side of the viewer's day", () => {
    const window = windowFor("2026-03-10");
    expect(window).toEqual({ from: "2026-03-09", to: "2026-05-09" });
    const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000 + 1;
    expect(days).toBe(62);
    expect(covers([window], "2026-03-10")).toBe(true);
    expect(covers([window], "2026-05-08")).toBe(true);
    expect(covers([window], "2026-03-09")).toBe(false);
    expect(covers([window], "2026-05-09")).toBe(false);
  });
});
