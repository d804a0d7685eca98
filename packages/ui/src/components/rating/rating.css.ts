import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const rating = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  lineHeight: 1,
});
export const stars = style({ display: "inline-flex", gap: "2px" });
/** An empty outline star with the filled star laid over it (whole or clipped to half). */
export const star = style({ position: "relative", display: "inline-flex", color: vars.color.starEmpty });
export const fill = style({
  position: "absolute",
  inset: 0,
  display: "inline-flex",
  overflow: "hidden",
  color: vars.color.star,
});
export const half = style({ width: "50%" });
export const value = style({
  marginInlineStart: vars.space["1"],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
