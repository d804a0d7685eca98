import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The page under the hero: the sections, with room before the footer. */
export const page = style([ui.column({ gap: "12" }), { paddingBottom: vars.space["16"] }]);

/** Table of contents beside the text from the large breakpoint, above it on phones. */
export const withToc = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  minWidth: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "16rem minmax(0, 1fr)" } },
});
export const toc = style([
  ui.panel({ radius: "card" }),
  { "@media": { [media.lg]: { position: "sticky", top: vars.space["24"] } } },
]);
export const tocTitle = style([
  ui.fieldHelp,
  { marginBottom: vars.space["2"], fontWeight: vars.fontWeight.semibold },
]);
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
export const section = ui.pageSection({ padding: "none", gap: "3" });
export const prose = style([ui.column({ gap: "3" }), { maxWidth: vars.size.measure }]);
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
export const cards = ui.cardList({ layout: "grid", gap: "4" });
export const cardTitle = ui.titleText;

export const chips = ui.cardList({ layout: "wrap", gap: "2" });
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

export const actions = ui.cluster({ gap: "3" });

/** A marketing page's sections: cards, two across from the large breakpoint; an odd last one spans both. */
export const marketingSections = style({
  display: "grid",
  gap: vars.space["6"],
  paddingBottom: vars.space["16"],
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const marketingCard = style([
  ui.panel({ tone: "surface", padding: "6", radius: "card" }),
  {
    boxShadow: vars.shadow.soft,
    "@media": { [media.lg]: { selectors: { "&:last-child:nth-child(odd)": { gridColumn: "1 / -1" } } } },
  },
]);

/** Where to turn in an emergency (as on the landing pages): set apart by its surface and border. */
export const crisis = style([
  ui.column({ gap: "3" }),
  ui.panel({ tone: "info", padding: "6", radius: "card" }),
  { maxWidth: "820px" },
]);
export const crisisTitle = ui.titleText;
export const phoneList = ui.cardList({ gap: "2" });
export const phone = style([
  ui.titleText,
  { display: "inline-flex", alignItems: "center", minHeight: vars.size.target },
]);

/** Forms: one column, capped to a readable width. */
export const form = style([ui.column({ gap: "6" }), { maxWidth: "40rem" }]);
export const fieldset = ui.fieldRow();
export const legend = style([ui.fieldLegend, { lineHeight: vars.lineHeight.normal }]);
export const option = ui.choiceRow();
export const radio = ui.choiceInput();
export const error = style([ui.fieldError, { gap: vars.space["2"] }]);
export const address = style({ fontStyle: "normal" });
