import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent} 0%, ${vars.color.page} 100%)`,
  paddingBlock: `${vars.space["8"]} ${vars.space["6"]}`,
  "@media": { [media.md]: { paddingBlock: `${vars.space["12"]} ${vars.space["8"]}` } },
});
export const heroInner = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(280px, 400px)", alignItems: "end" } },
});
export const heroText = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });

export const tabs = style({ marginBlock: vars.space["6"] });
export const section = style({ display: "grid", gap: vars.space["6"], paddingBlockEnd: vars.space["12"] });

export const cardGrid = style({
  display: "grid",
  gap: vars.space["6"],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 300px), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  padding: 0,
});
export const cover = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
});
export const cardBody = style({
  display: "grid",
  gap: vars.space["2"],
  padding: vars.space["4"],
  alignContent: "start",
});
export const cardTitleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    // The whole card is the link's target area; the title stays the link's name.
    "&::after": { content: "", position: "absolute", inset: 0 },
  },
});
export const cardRelative = style({ position: "relative" });
export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});

/** The search box and its dropdown of titles. */
export const search = style({ position: "relative", display: "grid", gap: vars.space["2"] });
export const searchRow = style({ display: "flex", gap: vars.space["2"], alignItems: "flex-start" });
export const searchField = style({ flex: 1, minWidth: 0 });
export const dropdown = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  zIndex: 20,
  marginTop: vars.space["1"],
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  padding: vars.space["2"],
  display: "grid",
  gap: vars.space["1"],
});
export const dropdownList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
export const dropdownLink = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: "none",
  minHeight: vars.size.target,
  selectors: { "&:hover, &:focus-visible": { background: vars.color.surfaceMuted } },
});

/** A post: a readable measure, 17–18 px body text (visual.md). */
export const article = style({ display: "grid", gap: vars.space["6"], paddingBlock: vars.space["8"] });
export const articleHead = style({ display: "grid", gap: vars.space["3"], maxWidth: "760px" });
export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
});
export const articleCover = style([cover, { borderRadius: vars.radius.card, maxWidth: "960px" }]);
export const prose = style({
  maxWidth: "70ch",
  fontSize: "1.0625rem",
  lineHeight: 1.65,
  color: vars.color.text,
  overflowWrap: "anywhere",
  "@media": { [media.md]: { fontSize: "1.125rem" } },
});
// Spacing snaps to the theme (16 px between blocks, 32 px above a heading).
globalStyle(`${prose} > * + *`, { marginTop: vars.space["4"] });
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, {
  fontFamily: vars.font.heading,
  lineHeight: 1.3,
  marginTop: vars.space["8"],
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space["6"] });
globalStyle(`${prose} li + li`, { marginTop: vars.space["2"] });
globalStyle(`${prose} a`, { color: vars.color.accentText, textDecoration: "underline" });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space["4"],
  borderInlineStart: `4px solid ${vars.color.accentSoft}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} pre`, {
  overflowX: "auto",
  background: vars.color.surfaceMuted,
  padding: vars.space["3"],
});
globalStyle(`${prose} img`, { maxWidth: "100%", height: "auto" });

export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${crumbs} li + li::before`, {
  content: "'/'",
  marginInlineEnd: vars.space["2"],
  color: vars.color.textMuted,
});

/** The newsletter block (screen 7), above the footer. */
export const newsletter = style({ background: vars.color.surfaceAccent, paddingBlock: vars.space["12"] });
export const newsletterInner = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": {
    [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(320px, 460px)", alignItems: "start" },
  },
});
export const newsletterForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "flex-start",
});
export const newsletterField = style({ flex: "1 1 220px", minWidth: 0 });
/** The /newsletter page's heading, above the newsletter block that shows the answer. */
export const formPageTitle = style({ paddingBlock: `${vars.space["12"]} ${vars.space["8"]}` });
export const formPage = style({
  display: "grid",
  gap: vars.space["4"],
  maxWidth: "560px",
  paddingBlock: vars.space["12"],
});
