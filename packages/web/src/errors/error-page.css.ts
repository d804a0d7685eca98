import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const wrap = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space["6"],
  paddingBlock: vars.space["24"],
});
export const icon = style({
  display: "inline-flex",
  padding: vars.space["4"],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space["3"],
});
