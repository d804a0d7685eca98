import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const rating = style({ display: "inline-flex", alignItems: "center", gap: vars.space["1"] });
export const stars = style({ display: "inline-flex", color: vars.color.star });
export const empty = style({ color: vars.color.border });
export const value = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
