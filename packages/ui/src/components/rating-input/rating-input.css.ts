import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const star = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#000" stroke="#000" stroke-width="1.5" stroke-linejoin="round"><path d="${STAR_PATH}"/></svg>`,
)}")`;

/** Star size in px: a 40 px target for each star, 20 px for each half. */
export const STAR = 40;

export const group = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  marginBottom: vars.space["2"],
  padding: 0,
});
export const row = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space["3"] });
export const stars = style({ display: "inline-flex", alignItems: "center" });

/** The radio stays in the page (focus, arrow keys, forms without JavaScript) but out of sight. */
export const radio = style({
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** Each label is half a star: the left half for x.5, the right half for a whole star. */
export const half = style({
  display: "inline-block",
  width: STAR / 2,
  height: STAR,
  cursor: "pointer",
  backgroundColor: vars.color.starEmpty,
  maskImage: star,
  WebkitMaskImage: star,
  maskSize: `${STAR}px ${STAR}px`,
  WebkitMaskSize: `${STAR}px ${STAR}px`,
  maskRepeat: "no-repeat",
  WebkitMaskRepeat: "no-repeat",
  "@media": { "(forced-colors: active)": { forcedColorAdjust: "none" } },
});
export const left = style({ maskPosition: "left center", WebkitMaskPosition: "left center" });
export const right = style({
  maskPosition: "right center",
  WebkitMaskPosition: "right center",
  marginInlineEnd: 4,
});

// Filled: the checked half and every half before it; while hovering, the hovered half and those before it.
globalStyle(`${radio}:checked + ${half}, ${half}:has(~ ${radio}:checked)`, {
  backgroundColor: vars.color.star,
});
globalStyle(`${stars}:hover ${half}`, { backgroundColor: vars.color.starEmpty });
globalStyle(`${stars}:hover ${half}:hover, ${stars}:hover ${half}:has(~ ${half}:hover)`, {
  backgroundColor: vars.color.star,
});
export const focusRing = style({});
globalStyle(`${radio}:focus-visible + ${half}`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
  borderRadius: 4,
});

export const value = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: "6ch" });
export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space["1"],
});
