import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({
  display: "flex",
  gap: vars.space["1"],
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: "thin",
});
export const trigger = style({
  minHeight: vars.size.target,
  paddingInline: vars.space["4"],
  border: 0,
  borderBottom: "2px solid transparent",
  background: "transparent",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&[data-state='active']": { color: vars.color.accentText, borderBottomColor: vars.color.accent },
    "&:hover": { color: vars.color.text },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});
export const panel = style({ paddingTop: vars.space["4"] });
