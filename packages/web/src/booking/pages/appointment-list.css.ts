import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const list = ui.cardList({ gap: "3" });
/** A session: who and when, then what can be done (beside on wide screens, under on phones). */
export const item = style([
  ui.panel({ padding: "3" }),
  {
    display: "grid",
    gap: vars.space["3"],
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center" } },
  },
]);
export const who = ui.cluster({ gap: "3", wrap: false, align: "start" });
export const text = style([ui.column({ gap: "1", items: "start" }), { overflowWrap: "anywhere" }]);
export const status = style({
  display: "inline-flex",
  alignItems: "center",
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const actions = ui.cluster({ gap: "2" });
