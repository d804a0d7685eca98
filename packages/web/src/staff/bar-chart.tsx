import * as css from "./staff.css.ts";

/** Pixels: the bars' area and the labels' band under it. */
const PLOT_TOP = 8;
const PLOT_HEIGHT = 140;
const LABEL_BAND = 22;

export interface Bar {
  label: string;
  value: number;
  /** Shown under the bar; phones show every other one when `sparse`. */
  short: string;
}

/**
 * A bar chart drawn on the server as SVG (no script), stretched to its box's width like the earnings
 * chart (x in percent, heights in pixels): one image named by `label`; the figures themselves are in
 * a table beside it for screen readers and anyone who wants the numbers.
 */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = 100 / Math.max(1, bars.length);
  const height = PLOT_TOP + PLOT_HEIGHT + LABEL_BAND;
  return (
    <svg className={css.chart} height={height} role="img" aria-label={label}>
      <line
        x1="0"
        x2="100%"
        y1={PLOT_TOP + PLOT_HEIGHT}
        y2={PLOT_TOP + PLOT_HEIGHT}
        className={css.gridline}
      />
      {bars.map((b, i) => {
        const h = Math.round((b.value / max) * PLOT_HEIGHT);
        return (
          <g key={b.label}>
            <rect
              x={`${i * width + width * 0.15}%`}
              width={`${width * 0.7}%`}
              y={PLOT_TOP + PLOT_HEIGHT - h}
              height={h}
              className={css.bar0}
            />
            {i % 2 === bars.length % 2 || bars.length <= 7 ? (
              <text
                x={`${i * width + width / 2}%`}
                y={PLOT_TOP + PLOT_HEIGHT + 16}
                textAnchor="middle"
                className={css.axisLabel}
              >
                {b.short}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
