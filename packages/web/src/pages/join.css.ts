import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** Why therapists choose Tranquil: the accent panel the sign-up page used, inside the page. */
export const panel = style([
  ui.column({ gap: "4" }),
  ui.panel({ padding: "6", radius: "card" }),
  { background: vars.color.accent, color: vars.color.textOnAccent, maxWidth: "820px" },
]);
export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The sign-up form's card. */
export const signup = style([
  ui.panel({ tone: "surface", padding: "6", radius: "card" }),
  { boxShadow: vars.shadow.soft, maxWidth: "40rem" },
]);
export const quote = style({
  margin: 0,
  paddingLeft: vars.space["4"],
  borderLeft: `2px solid ${vars.color.textOnAccent}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});
