import { describe, expect, it, vi } from "vitest";
import {
  browserTimeZone,
  calendarDay,
  dateKeyInZone,
  formatShortDate,
  formatTime,
  isTimeZone,
  parseIsoDay,
  timezoneNames,
  viewerTimeZone,
  zonedToUtc,
} from "./index.ts";
import { filterOptions, NO_MATCHING_OPTIONS, timezoneOptions } from "./searchable-select.ts";

describe("calendar days in range", () => {
  it("reads real days from 1900 to 2999 as UTC midnight", () => {
    expect(parseIsoDay("1900-01-01")?.toISOString()).toBe("1900-01-01T00:00:00.000Z");
    expect(parseIsoDay("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(parseIsoDay("2999-12-31")?.toISOString()).toBe("2999-12-31T00:00:00.000Z");
  });

  it.each([
    "0000-01-01",
    "0099-06-01",
    "1899-12-31",
    "3000-01-01",
    "9999-12-30",
    "9999-12-31",
    "2027-02-29",
    "2026-13-01",
    "2026-1-01",
    "",
  ])("refuses %j", (value) => {
    expect(parseIsoDay(value)).toBeNull();
  });

  it("does not read years 0 to 99 as 1900 to 1999", () => {
    expect(calendarDay(26, 1, 1)).toBeNull();
    expect(calendarDay(1926, 1, 1)?.getUTCFullYear()).toBe(1926);
  });
});

describe("dates", () => {
  it("formats short month, day, year in US English", () => {
    expect(formatShortDate("2026-11-23T10:00:00Z")).toBe("Nov 23, 2026");
    expect(formatShortDate(new Date("2026-01-05T00:00:00Z"))).toBe("Jan 5, 2026");
    expect(formatShortDate("nonsense")).toBe("Invalid Date");
  });

  it("formats in the viewer's timezone", () => {
    expect(formatShortDate("2026-11-23T23:30:00Z", "Africa/Lagos")).toBe("Nov 24, 2026");
    expect(formatTime("2026-11-23T09:00:00Z", "Africa/Lagos")).toBe("10:00 AM");
    expect(formatTime("x")).toBe("Invalid Date");
    expect(dateKeyInZone("2026-11-23T23:30:00Z", "America/New_York")).toBe("2026-11-23");
    expect(dateKeyInZone("x")).toBe("Invalid Date");
  });

  it("turns wall-clock time into an instant across daylight-saving changes", () => {
    // London: GMT before 29 March 2026, BST (UTC+1) after.
    expect(zonedToUtc("2026-03-28", "09:30", "Europe/London")).toBe("2026-03-28T09:30:00.000Z");
    expect(zonedToUtc("2026-03-30", "09:30", "Europe/London")).toBe("2026-03-30T08:30:00.000Z");
    expect(zonedToUtc("2026-07-01", "09:00", "America/Los_Angeles")).toBe("2026-07-01T16:00:00.000Z");
    expect(() => zonedToUtc("2026-07", "x", "UTC")).toThrow("Invalid Date");
  });

  it("picks the viewer's timezone: preference, then browser, then the region's default", () => {
    expect(viewerTimeZone("Africa/Lagos", "Europe/Paris", "Europe/London")).toBe("Africa/Lagos");
    expect(viewerTimeZone(null, "Europe/Paris", "Europe/London")).toBe("Europe/Paris");
    expect(viewerTimeZone(undefined, undefined, "Africa/Lagos")).toBe("Africa/Lagos");
    expect(viewerTimeZone("Mars/Olympus", "Not/AZone", "Europe/London")).toBe("Europe/London");
    // A browser reporting UTC says nothing about where its user is.
    expect(viewerTimeZone(null, "UTC", "Africa/Lagos")).toBe("Africa/Lagos");
    expect(viewerTimeZone(null, "Etc/GMT+1", "Africa/Lagos")).toBe("Africa/Lagos");
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    // The domain tests run in node: no browser, so no browser timezone.
    expect(browserTimeZone()).toBeUndefined();
  });

  it("lists IANA timezone names", () => {
    const names = timezoneNames();
    expect(names).toContain("Africa/Lagos");
    expect(names).toContain("Europe/London");
    expect(names.length).toBeGreaterThan(300);
  });
});

describe("searchable select", () => {
  const options = timezoneOptions(["Africa/Lagos", "Europe/London", "America/New_York"]);
  it("filters case-insensitively by substring", () => {
    expect(filterOptions(options, "LON").map((o) => o.name)).toEqual(["Europe/London"]);
    expect(filterOptions(options, "  ")).toHaveLength(3);
    expect(filterOptions(options, "tokyo")).toEqual([]);
    expect(NO_MATCHING_OPTIONS).toBe("No matching options found");
  });
});

describe("formatter reuse", () => {
  it("builds one Intl.DateTimeFormat per format and timezone, however many dates it formats", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    try {
      for (const day of [1, 2, 3, 4]) {
        expect(formatShortDate(`2031-03-0${day}T12:00:00Z`, "Atlantic/Reykjavik")).toBe(`Mar ${day}, 2031`);
        formatTime(`2031-03-0${day}T12:00:00Z`, "Atlantic/Reykjavik");
      }
      expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      built.mockRestore();
    }
  });
});
