import { formatAmount, toMajor } from "@marketplace/domain/money";
import { Stack } from "@marketplace/ui/layout";
import { Heading } from "@marketplace/ui/text";
import { tEarnings as t } from "../i18n/index.ts";
import { chartGeometry, type MonthAmount, monthDate } from "./chart-geometry.ts";
import * as css from "./earnings.css.ts";

/** Pixels: the bars' area, and the month names' band under it. */
const PLOT_TOP = 16;
const PLOT_HEIGHT = 180;
const LABEL_BAND = 24;

const monthName = (month: string, locale: string, style: "short" | "long") =>
  new Intl.DateTimeFormat(locale, {
    month: style,
    ...(style === "long" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(monthDate(month));

/** An axis value, short: '£1.5K', '₦20K'. */
const compactAmount = (minor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(toMajor(minor));

/**
 * Earnings by month: twelve bars drawn on the server as SVG (no script), stretched to the card's width
 * (x in percent, heights in pixels, so text keeps its size at 375 px). The SVG is one image named by
 * its aria-label; the same figures are in a table behind a disclosure (details/summary, no script).
 */
export function EarningsChart({
  months,
  total,
  currency,
  locale,
}: {
  months: readonly MonthAmount[];
  total: number;
  currency: string;
  locale: string;
}) {
  const geometry = chartGeometry(months, PLOT_HEIGHT);
  const height = PLOT_TOP + PLOT_HEIGHT + LABEL_BAND;
  const first = months[0];
  const last = months.at(-1);
  const label =
    first && last
      ? t("chart.label", {
          from: monthName(first.month, locale, "long"),
          to: monthName(last.month, locale, "long"),
          total: formatAmount(total, currency, locale),
        })
      : t("chart.title");
  return (
    <Stack gap="3">
      <Heading level={2} size="sm" id="chart-title">
        {t("chart.title")}
      </Heading>
      <svg
        role="img"
        aria-label={label}
        className={css.chart}
        width="100%"
        height={height}
        data-testid="earnings-chart"
      >
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              className={css.gridline}
              x1="0"
              x2="100%"
              y1={PLOT_TOP + tick.y + 0.5}
              y2={PLOT_TOP + tick.y + 0.5}
            />
            <text className={css.axisLabel} x="0" y={PLOT_TOP + tick.y - 4}>
              {compactAmount(tick.value, currency, locale)}
            </text>
          </g>
        ))}
        {geometry.bars.map((bar, i) => (
          <g key={bar.month}>
            {bar.height > 0 ? (
              <rect
                className={css.bar}
                x={`${bar.x}%`}
                width={`${bar.width}%`}
                y={PLOT_TOP + bar.y}
                height={bar.height}
                rx="3"
              />
            ) : null}
            <text
              className={[
                css.axisLabel,
                (geometry.bars.length - 1 - i) % 2 === 1 ? css.minorLabel : undefined,
              ]
                .filter(Boolean)
                .join(" ")}
              x={`${bar.x + bar.width / 2}%`}
              y={height - 6}
              textAnchor="middle"
            >
              {monthName(bar.month, locale, "short")}
            </text>
          </g>
        ))}
      </svg>
      <details>
        <summary className={css.summary}>{t("chart.showTable")}</summary>
        <table className={css.table} data-testid="earnings-table">
          <caption className={css.caption}>{t("chart.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: "left" }}>
                {t("chart.month")}
              </th>
              <th scope="col" className={css.numeric}>
                {t("chart.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" style={{ textAlign: "left", fontWeight: "normal" }}>
                  {monthName(m.month, locale, "long")}
                </th>
                <td className={css.numeric}>{formatAmount(m.amount, currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Stack>
  );
}
