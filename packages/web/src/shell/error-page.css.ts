import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const wrap = style([
  ui.column({ gap: "6", items: "center" }),
  { textAlign: "center", paddingBlock: vars.space["24"] },
]);
export const icon = style({
  display: "inline-flex",
  padding: vars.space["4"],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});
export const actions = ui.cluster({ gap: "3", justify: "center", align: "stretch" });
