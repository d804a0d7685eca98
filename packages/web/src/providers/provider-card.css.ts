import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const top = ui.cluster({ gap: "4", align: "start", wrap: false });
export const who = ui.column({ gap: "1" });
export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: "anywhere",
});
export const body = style([
  ui.column({ gap: "3" }),
  { marginTop: vars.space["4"], flex: 1, alignContent: "start" },
]);
export const meta = style([
  ui.cluster({ justify: "between" }),
  { marginTop: vars.space["4"], paddingTop: vars.space["4"], borderTop: `1px solid ${vars.color.border}` },
]);
export const fee = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
// Small text: full text colour, not muted. axe measured the muted tone below 4.5:1 on a home card
// (Nigerian theme, desktop) in the whole e2e run; the full tone passes on every surface.
export const feeUnit = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  marginInlineStart: vars.space["1"],
});
export const next = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});
export const absent = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontStyle: "italic" });
export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.textMuted,
});
export const action = style({ marginTop: vars.space["4"] });
export const noRatings = style([
  absent,
  {
    border: 0,
    background: "transparent",
    padding: 0,
    cursor: "help",
    textAlign: "left",
    textDecoration: "underline dotted",
    textUnderlineOffset: "3px",
  },
]);
export const plainItem = style({ listStyle: "none" });
