import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const hero = style([
  ui.pageSection({ padding: "lg" }),
  { background: `linear-gradient(180deg, ${vars.color.surfaceAccent} 0%, ${vars.color.page} 100%)` },
]);
export const heroInner = style([ui.column({ gap: "4" }), { maxWidth: "760px" }]);
export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
});
export const heroActions = ui.cluster({ gap: "3", align: "stretch" });

export const section = ui.pageSection();
export const sectionHead = ui.sectionHead;
export const sectionIntro = ui.sectionIntro;

/** Breadcrumb: one line of links with a separator drawn by CSS (screen readers hear a list). */
export const crumbs = style([ui.cardList({ layout: "wrap", gap: "1", align: "center" }), ui.fieldHelp]);
export const crumb = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  selectors: {
    "& + &::before": { content: '"/"', color: vars.color.textMuted, paddingInline: vars.space["1"] },
  },
});
export const crumbLink = style({
  display: "inline-flex",
  alignItems: "center",
  // 44 px tall touch target without making the line look taller.
  minHeight: vars.size.target,
  color: vars.color.accentText,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
});

/** Links that look like chips, each a 44 px target. */
export const chipList = ui.cardList({ layout: "wrap", gap: "2" });
export const chipLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  overflowWrap: "anywhere",
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});

/** City cards on a country page. */
export const cityGrid = ui.cardList({ layout: "thirds", gap: "4" });
export const cityCard = style([
  ui.card(),
  {
    display: "grid",
    gap: vars.space["2"],
    color: vars.color.text,
    textDecoration: "none",
    selectors: { "&:hover": { boxShadow: vars.shadow.raised } },
  },
]);
export const cityName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.accentText,
  textDecoration: "underline",
  textUnderlineOffset: "4px",
});

/** Local information beside the crisis box on wide screens, one under the other on phones. */
export const twoColumns = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
});
export const facts = style([ui.column({ gap: "4" }), { margin: 0 }]);
export const factTerm = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const factValue = style({ margin: 0, marginTop: vars.space["1"] });
export const areaList = style([
  ui.cardList({ layout: "wrap" }),
  { gap: `${vars.space["1"]} ${vars.space["3"]}` },
]);

/** Where to turn in an emergency: calm, but set apart from the page by its surface and border. */
export const crisis = style([
  ui.column({ gap: "3" }),
  ui.panel({ tone: "info", padding: "6", radius: "card" }),
]);
export const crisisTitle = ui.titleText;

export const phoneList = ui.cardList({ gap: "2" });
export const phoneItem = style({ display: "grid" });
export const phone = style([
  ui.titleText,
  { display: "inline-flex", alignItems: "center", justifySelf: "start", minHeight: vars.size.target },
]);

/** FAQ as native disclosure widgets: they open and close without JavaScript. */
export const faqList = style([ui.column({ gap: "3" }), { maxWidth: "820px" }]);
export const faqItem = style({
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const faqQuestion = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  // A chevron drawn in CSS replaces the browser's marker (a flex summary shows it in some browsers only).
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '""',
      flexShrink: 0,
      width: "8px",
      height: "8px",
      marginInline: vars.space["1"],
      borderRight: `2px solid ${vars.color.accentText}`,
      borderBottom: `2px solid ${vars.color.accentText}`,
      transform: "translateY(-2px) rotate(45deg)",
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    },
    [`${faqItem}[open] > &::after`]: { transform: "translateY(2px) rotate(225deg)" },
  },
  "@media": { [media.reducedMotion]: { selectors: { "&::after": { transition: "none" } } } },
});
export const faqAnswer = style({
  margin: 0,
  padding: `0 ${vars.space["4"]} ${vars.space["4"]}`,
  maxWidth: vars.size.measure,
  lineHeight: vars.lineHeight.relaxed,
});

export const relatedList = ui.cardList({ layout: "halves", gap: "4" });
export const relatedItem = ui.column({ gap: "1" });

export const locationLinks = ui.cardList({ layout: "halves", gap: "6" });
export const locationColumn = ui.cardList({ gap: "1" });
export const locationLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  color: vars.color.accentText,
});
export const locationLinkStrong = style([locationLink, { fontWeight: vars.fontWeight.semibold }]);
export const band = style({ background: vars.color.surfaceMuted });
