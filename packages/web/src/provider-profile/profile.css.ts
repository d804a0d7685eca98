import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const page = style({
  paddingBlock: vars.space["8"],
  "@media": { [media.md]: { paddingBlock: vars.space["12"] } },
});

/**
 * One column on phones, in reading order: who, fees and times (what people come to check), then the
 * story and reviews. From 1024 px the fees and times sit beside the rest and stay in view.
 */
export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 360px", columnGap: vars.space["8"] },
  },
});
export const main = style([ui.column({ gap: "6" }), { "@media": { [media.lg]: { gridColumn: 1 } } }]);
export const aside = style([
  ui.column({ gap: "6" }),
  {
    "@media": {
      [media.lg]: { gridColumn: 2, gridRow: "1 / span 2", position: "sticky", top: vars.space["6"] },
    },
  },
]);

export const intro = style({
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
  textAlign: "center",
  "@media": {
    [media.md]: {
      gridTemplateColumns: "auto minmax(0, 1fr)",
      justifyItems: "start",
      textAlign: "start",
      gap: vars.space["8"],
      alignItems: "center",
    },
  },
});
// minWidth 0 and overflowWrap: a long unbroken headline (or name) wraps in its column instead of
// widening it under the fee panel or past a phone's edge (issue 28).
export const who = style([ui.column({ gap: "2" }), { justifyItems: "inherit", minWidth: 0 }]);
export const name = style({ overflowWrap: "anywhere" });
export const headline = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  margin: 0,
  overflowWrap: "anywhere",
});
export const actions = style([ui.cluster({ gap: "3", align: "stretch" }), { marginTop: vars.space["2"] }]);

export const sectionTitle = style({ marginBottom: vars.space["3"] });
export const bio = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });
export const plainList = style([ui.bareList]);
globalStyle(`${plainList} > li`, { margin: 0 });

export const facts = style([ui.column({ gap: "4" }), { margin: 0 }]);
export const factTerm = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  marginBottom: vars.space["2"],
});
export const factValue = style({ margin: 0 });

export const feeRow = style([
  ui.cluster({ gap: "3", justify: "between", align: "baseline", wrap: false }),
  {
    paddingBlock: vars.space["3"],
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { "&:last-child": { borderBottom: "none" } },
  },
]);
export const feeAmount = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });

export const slots = style([
  ui.column({ gap: "2" }),
  { gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))" },
]);
export const slot = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAccent,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const address = style({ fontStyle: "normal", overflowWrap: "anywhere" });
export const iconLine = ui.cluster({ align: "start", wrap: false });
export const zoneNote = style([ui.cluster({ wrap: false }), { marginTop: vars.space["3"] }]);

export const summary = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": {
    [media.sm]: { gridTemplateColumns: "auto minmax(0, 1fr)", alignItems: "center", gap: vars.space["8"] },
  },
});
export const average = ui.column({ gap: "1", items: "start" });
export const averageValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
export const bars = ui.cardList({ gap: "1" });
export const bar = style({
  display: "grid",
  gridTemplateColumns: "4.5em minmax(0, 1fr) 2.5em",
  gap: vars.space["2"],
  alignItems: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const barTrack = style({
  height: "8px",
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: "hidden",
});
export const barFill = style({ height: "100%", background: vars.color.star, borderRadius: vars.radius.full });
export const barCount = style({ textAlign: "end" });

export const reviewList = ui.cardList({ gap: "4" });
export const review = style([
  ui.column({ gap: "2" }),
  { paddingBlock: vars.space["4"], borderTop: `1px solid ${vars.color.border}` },
]);
export const reviewHead = ui.cluster({ justify: "between" });
export const reviewer = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const comment = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });
/** Spec section 5: a comment under 35 characters reads larger and centred. */
export const shortComment = style({ fontSize: vars.fontSize.lg, textAlign: "center" });
export const absent = style({ color: vars.color.textMuted, fontStyle: "italic" });

/**
 * 'Read more' without JavaScript: past the first 100 characters the comment is hidden until the
 * <details> after it opens (its summary is the button), so it works before, after and without
 * hydration. A browser without :has() simply shows the whole comment.
 */
export const reviewBody = style([ui.column({ gap: "1" })]);
export const rest = style({});
export const ellipsis = style({ display: "none" });
globalStyle(`${reviewBody}:has(details:not([open])) ${rest}`, { display: "none" });
globalStyle(`${reviewBody}:has(details:not([open])) ${ellipsis}`, { display: "inline" });
export const more = style({ justifySelf: "start" });
export const moreToggle = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  cursor: "pointer",
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const whenOpen = style({});
export const whenClosed = style({});
globalStyle(`details[open] > summary ${whenClosed}`, { display: "none" });
globalStyle(`details:not([open]) > summary ${whenOpen}`, { display: "none" });

/** The provider's reply, set in under the review it answers. */
export const reply = style([
  ui.column({ gap: "1" }),
  {
    marginInlineStart: vars.space["4"],
    paddingInlineStart: vars.space["3"],
    borderInlineStart: `3px solid ${vars.color.border}`,
  },
]);
export const replyForm = style([ui.column({ gap: "2" }), { marginTop: vars.space["2"] }]);
