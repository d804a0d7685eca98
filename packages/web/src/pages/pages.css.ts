import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The page under the hero: the sections, with room before the footer. */
export const page = style({
  display: "grid",
  gap: vars.space["12"],
  paddingBottom: vars.space["16"],
  minWidth: 0,
});

/** Table of contents beside the text from the large breakpoint, above it on phones. */
export const withToc = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  minWidth: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "16rem minmax(0, 1fr)" } },
});
export const toc = style({
  padding: vars.space["4"],
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
  "@media": { [media.lg]: { position: "sticky", top: vars.space["24"] } },
});
export const tocTitle = style({
  margin: 0,
  marginBottom: vars.space["2"],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const tocList = style({
  display: "grid",
  gap: vars.space["2"],
  margin: 0,
  paddingLeft: vars.space["6"],
});
// Inline, so a title on two lines keeps its number beside its first line.
export const tocLink = style({
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

/** A section of a page: jumped to with 100 px above it (spec: section-jump scroll offset). */
export const section = style({
  display: "grid",
  gap: vars.space["3"],
  scrollMarginTop: "100px",
  minWidth: 0,
});
export const prose = style({ display: "grid", gap: vars.space["3"], maxWidth: vars.size.measure });
globalStyle(`${prose} p`, { margin: 0, lineHeight: vars.lineHeight.relaxed });

export const list = style({
  display: "grid",
  gap: vars.space["2"],
  margin: 0,
  paddingLeft: vars.space["6"],
  maxWidth: vars.size.measure,
});
globalStyle(`${list} li`, { lineHeight: vars.lineHeight.relaxed });

/** Cards of therapies or ways to meet: one column on phones, up to three on wide screens. */
export const cards = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
});

/** Where to turn in an emergency (as on the landing pages): set apart by its surface and border. */
export const crisis = style({
  display: "grid",
  gap: vars.space["3"],
  padding: vars.space["6"],
  borderRadius: vars.radius.card,
  background: vars.color.infoSoft,
  borderLeft: `4px solid ${vars.color.info}`,
  maxWidth: "820px",
});
export const crisisTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const phoneList = style({
  display: "grid",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const phone = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Forms: one column, capped to a readable width. */
export const form = style({ display: "grid", gap: vars.space["6"], maxWidth: "40rem", minWidth: 0 });
export const fieldset = style({
  display: "grid",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space["2"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});
export const radio = style({
  width: "20px",
  height: "20px",
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
});
export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["2"],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
export const address = style({ fontStyle: "normal" });
