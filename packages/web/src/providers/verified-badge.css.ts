import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The shield sits on the label's line (the reset makes an svg a block, which put it above the word). */
export const icon = style({
  display: "inline-block",
  verticalAlign: "-2px",
  marginInlineEnd: vars.space["1"],
});
