import { describe, expect, it } from "vitest";
import { weekWindow } from "./week-window.ts";

const now = new Date("2026-12-01T15:00:00Z");

describe("weekWindow", () => {
  it("starts today by default, with no earlier week", () => {
    expect(weekWindow(null, now)).toEqual({
      from: "2026-12-01",
      to: "2026-12-07",
      previous: null,
      next: "2026-12-08",
    });
  });

  it("moves a week at a time, never before today", () => {
    expect(weekWindow("2026-12-08", now)).toMatchObject({ previous: "2026-12-01", next: "2026-12-15" });
    expect(weekWindow("2026-12-04", now).previous).toBe("2026-12-01");
    expect(weekWindow("2026-11-01", now).from).toBe("2026-12-01");
  });

  it("ignores malformed dates and stops at the horizon", () => {
    expect(weekWindow("2026-02-30", now).from).toBe("2026-12-01");
    expect(weekWindow("tomorrow", now).from).toBe("2026-12-01");
    const far = weekWindow("2027-12-01", now);
    expect(far.from).toBe("2027-02-22");
    expect(far.next).toBeNull();
  });
});
