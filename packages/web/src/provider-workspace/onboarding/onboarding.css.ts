import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The steps wrap into two columns on a phone and one row on a desktop. */
export const steps = style([
  ui.cardList({ gap: "2" }),
  {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    counterReset: "step",
    "@media": { [media.lg]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" } },
  },
]);

export const step = style([
  ui.column({ gap: "1" }),
  ui.panel({ tone: "outline", padding: "2" }),
  { minHeight: vars.size.target, background: vars.color.surface },
]);

export const current = style({
  borderColor: vars.color.accent,
  background: vars.color.accentSoft,
});

export const state = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const done = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const tasks = style([ui.column({ gap: "2" }), { margin: 0, paddingInlineStart: vars.space["6"] }]);

export const actions = ui.cluster({ gap: "3" });
