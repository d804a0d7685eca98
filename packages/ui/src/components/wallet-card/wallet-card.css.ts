import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space["3"],
});
export const figures = style({ display: "grid", gap: vars.space["1"], minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const balance = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
});
export const error = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  margin: 0,
  color: vars.color.danger,
});
export const body = style({ display: "grid", gap: vars.space["3"], marginTop: vars.space["4"] });
