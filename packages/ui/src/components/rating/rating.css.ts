import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const rating = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  lineHeight: 1,
});

/** Lucide's star (24 × 24), drawn as its icon draws it: 1.5 px stroke, round joins. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const starMask = (filled: boolean) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? "#000" : "none"}" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="${STAR_PATH}"/></svg>`,
  )}")`;

/**
 * A row of five stars is one element whose colour shows through a star-shaped mask, repeated with
 * `space` so the row's width (five stars and four 2 px gaps, set by the component) spaces them. Ten
 * SVG icons per rating made the stars most of a page of provider cards' HTML and server render.
 */
export const stars = style({ position: "relative", display: "inline-block", flexShrink: 0 });
const layer = style({
  position: "absolute",
  inset: 0,
  maskRepeat: "space no-repeat",
  maskPosition: "0 0",
  WebkitMaskRepeat: "space no-repeat",
  WebkitMaskPosition: "0 0",
  // The stars are pictures of the rating, in their own colours even in forced-colours mode.
  "@media": { "(forced-colors: active)": { forcedColorAdjust: "none" } },
});
/** The five outlines. */
export const outline = style([
  layer,
  { backgroundColor: vars.color.starEmpty, maskImage: starMask(false), WebkitMaskImage: starMask(false) },
]);
/** The filled stars over the outlines, cut off on the right after the rating (whole or half stars). */
export const fill = style([
  layer,
  { backgroundColor: vars.color.star, maskImage: starMask(true), WebkitMaskImage: starMask(true) },
]);
export const value = style({
  marginInlineStart: vars.space["1"],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
