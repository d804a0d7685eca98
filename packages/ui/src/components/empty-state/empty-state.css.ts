import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space["3"],
  padding: `${vars.space["12"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
});
export const icon = style({
  display: "inline-flex",
  padding: vars.space["3"],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.accentText,
});
/**
 * The spec's empty states are lower case ('no providers found'): the words stay the spec's, and the
 * title starts with a capital as every heading does (issue 28).
 */
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  "::first-letter": { textTransform: "uppercase" },
});
/** One action or several side by side (wrapping on a phone), the main one first. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space["3"],
});
export const text = style({ color: vars.color.textMuted, maxWidth: "44ch" });
