import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const content = style({
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderRadius: "6px",
  maxWidth: "240px",
  zIndex: vars.zIndex.toast,
});
