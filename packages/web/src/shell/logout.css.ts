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

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space["3"],
});
