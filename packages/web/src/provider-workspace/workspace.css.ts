import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "grid", gap: vars.space["4"], minWidth: 0 });
export const pair = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: "grid",
  gap: vars.space["2"],
});
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
  marginBottom: vars.space["2"],
});
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/** A long list scrolls inside its own box so the form stays short. */
export const choices = style({
  display: "grid",
  gap: vars.space["1"],
  maxHeight: "min(50vh, 288px)",
  overflowY: "auto",
  padding: vars.space["2"],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const check = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  paddingInline: vars.space["1"],
  cursor: "pointer",
  overflowWrap: "anywhere",
  // A choice the filter leaves out (the `hidden` attribute, which display: flex would override).
  selectors: { "&[hidden]": { display: "none" } },
});
export const box = style({
  width: "20px",
  height: "20px",
  flexShrink: 0,
  margin: 0,
  accentColor: vars.color.accent,
});
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
});
export const feeRows = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["4"],
});
export const feeRow = style({
  display: "grid",
  gap: vars.space["2"],
  paddingBottom: vars.space["4"],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const feeSummary = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["2"],
});
export const feeSummaryRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space["3"],
  flexWrap: "wrap",
});
export const amount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: "tabular-nums" });
export const policy = style({ display: "grid", gap: vars.space["6"], paddingBlock: vars.space["8"] });
export const policySection = style({ display: "grid", gap: vars.space["3"] });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
