import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The booking's facts: term above value on a phone, side by side from md. */
export const facts = style([
  ui.column({ gap: "3" }),
  {
    margin: 0,
    "@media": {
      [media.md]: { gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: vars.space["6"] },
    },
  },
]);
export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const value = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere" });
export const plainList = ui.cardList({ gap: "2" });
export const who = ui.cluster({ gap: "3", wrap: false });
export const actions = ui.cluster({ gap: "3" });
export const fieldset = ui.fieldRow({ gap: "3" });
export const legend = ui.fieldLegend;
export const day = ui.column({ gap: "2" });
export const dayTitle = style({
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
/** A day's times as tappable chips that wrap. */
export const slots = ui.cardList({ layout: "wrap", gap: "2" });
export const slot = style([
  ui.choiceRow(),
  {
    display: "inline-flex",
    gap: vars.space["2"],
    background: "transparent",
    selectors: { "&:has(input:checked)": { background: vars.color.surfaceAccent } },
  },
]);
export const choice = style([ui.choiceRow({ framed: false }), { overflowWrap: "anywhere" }]);
export const box = ui.choiceInput();
export const weekNav = ui.cluster({ gap: "3", justify: "between" });
