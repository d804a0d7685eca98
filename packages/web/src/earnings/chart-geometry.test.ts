import { describe, expect, it } from "vitest";
import { chartGeometry, monthDate } from "./chart-geometry.ts";

const months = (amounts: number[]) =>
  amounts.map((amount, i) => ({ month: `2026-${String(i + 1).padStart(2, "0")}`, amount }));

describe("chartGeometry", () => {
  it("rounds the axis up to a nice number and places bars in equal slots", () => {
    const g = chartGeometry(months([0, 4_500, 13_000, 8_000]), 200);
    expect(g.max).toBe(15_000);
    expect(g.ticks.map((t) => t.value)).toEqual([0, 5_000, 10_000, 15_000]);
    expect(g.ticks[0]?.y).toBe(200);
    expect(g.ticks.at(-1)?.y).toBe(0);
    expect(g.bars).toHaveLength(4);
    expect(g.bars[0]).toMatchObject({ x: 5, width: 15, y: 200, height: 0 });
    expect(g.bars[2]).toMatchObject({ x: 55, height: 173, y: 27 });
  });

  it("keeps a zero line at the bottom when nothing was earned", () => {
    const g = chartGeometry(months(Array(12).fill(0)), 180);
    expect(g.max).toBe(1);
    expect(g.ticks).toEqual([{ value: 0, y: 180 }]);
    expect(g.bars.every((b) => b.height === 0 && b.y === 180)).toBe(true);
  });

  it("reads a month as its first day in UTC", () => {
    expect(monthDate("2026-03").toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});
