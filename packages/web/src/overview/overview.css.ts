import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const grid = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});
export const stats = style([ui.cardList({ gap: "4" }), { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }]);
export const statValue = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const list = ui.cardList({ gap: "3" });
export const appointment = style([ui.cluster({ gap: "3", wrap: false }), ui.panel({ padding: "3" })]);
/** A count's name on the overview, a link to its list on the appointments page. */
export const countLink = style({ fontSize: vars.fontSize.sm });
