import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const day = style([
  ui.fieldRow(),
  {
    padding: `${vars.space["3"]} 0`,
    borderTop: `1px solid ${vars.color.border}`,
    "@media": {
      [media.md]: {
        gridTemplateColumns: "9rem minmax(0, 1fr)",
        alignItems: "start",
        columnGap: vars.space["4"],
      },
    },
  },
]);
export const dayName = style({
  float: "left",
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  minHeight: vars.size.target,
  display: "flex",
  alignItems: "center",
});
export const ranges = ui.column({ gap: "3" });
/**
 * From and to side by side, wide enough for a phone's '11:00 AM' and its clock button; the remove
 * button goes under them on a phone and beside them from the small breakpoint.
 */
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  alignItems: "end",
  gap: vars.space["2"],
  "@media": {
    [media.sm]: { gridTemplateColumns: "minmax(0, 12rem) minmax(0, 12rem) auto", justifyContent: "start" },
  },
});
export const remove = style({
  gridColumn: "1 / -1",
  justifySelf: "end",
  "@media": { [media.sm]: { gridColumn: "auto" } },
});
export const dayOffRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 16rem) auto",
  alignItems: "end",
  gap: vars.space["2"],
});
export const numbers = style([
  ui.column({ gap: "4" }),
  { "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
]);
