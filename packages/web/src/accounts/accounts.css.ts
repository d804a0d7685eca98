import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  minHeight: "calc(100vh - 65px)",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const formSide = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: `${vars.space["12"]} ${vars.space["4"]}`,
});
export const formCard = style([ui.column({ gap: "6" }), { width: "100%", maxWidth: "440px" }]);
export const row = style([
  ui.column({ gap: "4" }),
  { "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } },
]);
export const panel = style({
  display: "none",
  "@media": {
    [media.md]: {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      gap: vars.space["8"],
      padding: vars.space["12"],
      background: vars.color.accent,
      color: vars.color.textOnAccent,
    },
  },
});
export const panelBrand = style({
  color: vars.color.textOnAccent,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
});
export const panelHeadline = style({
  marginBottom: vars.space["4"],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});
export const slide = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  minHeight: "6em",
});
export const dots = ui.cardList({ layout: "wrap", gap: "2" });
export const dot = style({
  width: vars.size.target,
  height: vars.size.target,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  selectors: {
    "&::before": {
      content: "''",
      width: "10px",
      height: "10px",
      borderRadius: vars.radius.full,
      background: `color-mix(in srgb, ${vars.color.textOnAccent} 50%, transparent)`,
    },
    "&[aria-current='true']::before": { background: vars.color.textOnAccent },
  },
});

/** A consent box at sign-up: the box on the label's first line, the help and any error under the label. */
export const consentRow = ui.cluster({ gap: "3", align: "start", wrap: false });
export const consentBox = ui.choiceInput({ align: "start" });
export const consentText = ui.column({ gap: "1" });
export const consentLabel = style({ color: vars.color.text, cursor: "pointer" });
export const consentFieldset = style([
  ui.column({ gap: "4" }),
  { border: 0, margin: 0, padding: 0, minWidth: 0 },
]);
export const consentLegend = style({
  padding: 0,
  marginBottom: vars.space["3"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
