import { nice, ticks } from "d3-array";

export interface MonthAmount {
  /** YYYY-MM */
  month: string;
  amount: number;
}

export interface Bar extends MonthAmount {
  /** Left edge and width, in percent of the chart's width (the SVG stretches to its container). */
  x: number;
  width: number;
  /** Top edge and height, in pixels from the top of the plot. */
  y: number;
  height: number;
}

export interface ChartGeometry {
  bars: Bar[];
  /** Gridlines: the value and its distance from the top of the plot, in pixels. */
  ticks: Array<{ value: number; y: number }>;
  /** The top of the value axis (a round number at or above the largest month). */
  max: number;
}

/** The share of a month's slot its bar fills; the rest is the gap between bars. */
const BAR_SHARE = 0.6;

/**
 * Where the bars and gridlines of a monthly bar chart go. The value axis starts at zero and ends at a
 * round number (d3-array's nice/ticks: 1, 2 or 5 × 10ⁿ steps, about four of them); with no earnings
 * at all the axis runs to 1 so the zero line still sits at the bottom. Heights are whole pixels.
 */
export function chartGeometry(months: readonly MonthAmount[], plotHeight: number): ChartGeometry {
  const largest = Math.max(0, ...months.map((m) => m.amount));
  const [, top] = largest > 0 ? nice(0, largest, 4) : [0, 1];
  const max = top > 0 ? top : 1;
  const slot = months.length > 0 ? 100 / months.length : 100;
  const toY = (value: number) => Math.round(plotHeight - (Math.max(0, value) / max) * plotHeight);
  return {
    max,
    bars: months.map((m, i) => {
      const y = toY(m.amount);
      return {
        ...m,
        x: i * slot + (slot * (1 - BAR_SHARE)) / 2,
        width: slot * BAR_SHARE,
        y,
        height: plotHeight - y,
      };
    }),
    ticks: (largest > 0 ? ticks(0, max, 4) : [0]).map((value) => ({ value, y: toY(value) })),
  };
}

/** The first day of a 'YYYY-MM' month, as a UTC date (months are labels, not instants). */
export function monthDate(month: string): Date {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1));
}
