import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The three figures: one column on phones, three side by side from the tablet layout. */
export const figures = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const figure = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const chart = style({ display: "block", width: "100%", overflow: "visible" });
export const bar = style({ fill: vars.color.accent });
export const gridline = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLabel = style({
  fill: vars.color.textMuted,
  fontSize: "12px",
  fontFamily: vars.font.body,
  // A halo in the card's colour keeps a value readable where it crosses a bar.
  paintOrder: "stroke",
  stroke: vars.color.surface,
  strokeWidth: 3,
  strokeLinejoin: "round",
});
/** Every other month's name counting back from the latest, dropped on phones where twelve would touch. */
export const minorLabel = style({ "@media": { [media.mobile]: { display: "none" } } });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space["2"]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
export const summary = style({
  cursor: "pointer",
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  minHeight: vars.size.target,
  display: "flex",
  alignItems: "center",
});

/** The date-range form: the two dates side by side from the tablet layout, actions under them. */
export const filter = style({
  display: "grid",
  gap: vars.space["3"],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
  marginBottom: vars.space["2"],
});
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["2"],
});
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space["2"],
  padding: vars.space["3"],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
});
export const rowText = style({ display: "grid", gap: vars.space["1"], minWidth: 0, flex: "1 1 12rem" });
export const amount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: "tabular-nums" });

/** The transaction's figures: label and amount on one line, the net last and set apart. */
export const breakdown = style({ display: "grid", gap: vars.space["2"], margin: 0 });
export const breakdownRow = style({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space["2"],
});
globalStyle(`${breakdownRow} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" });
export const netRow = style({
  paddingTop: vars.space["2"],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});
export const caption = style({
  textAlign: "left",
  color: vars.color.textMuted,
  paddingBlock: vars.space["2"],
});
