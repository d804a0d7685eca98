import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const nav = style({ display: "flex", justifyContent: "center" });
export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  listStyle: "none",
  margin: 0,
  padding: 0,
  flexWrap: "wrap",
});
export const item = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&[aria-current='page']": { background: vars.color.accent, color: vars.color.textOnAccent },
    "&[aria-disabled='true']": { color: vars.color.textMuted, opacity: 0.5, pointerEvents: "none" },
  },
});
export const gap = style({ minWidth: "24px", textAlign: "center", color: vars.color.textMuted });
