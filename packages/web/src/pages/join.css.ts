import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** Why therapists choose Tranquil: the accent panel the sign-up page used, inside the page. */
export const panel = style({
  display: "grid",
  gap: vars.space["4"],
  padding: vars.space["6"],
  borderRadius: vars.radius.card,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  maxWidth: "820px",
  minWidth: 0,
});
export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The sign-up form's card. */
export const signup = style({
  padding: vars.space["6"],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.soft,
  maxWidth: "40rem",
});
export const quote = style({
  margin: 0,
  paddingLeft: vars.space["4"],
  borderLeft: `2px solid ${vars.color.textOnAccent}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});
