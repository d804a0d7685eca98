import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

// Invisible until focused, wherever the header sits (the cookie banner can push it down the page,
// so an off-screen offset is not enough).
export const skipLink = style({
  position: "absolute",
  left: vars.space["4"],
  top: vars.space["2"],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  opacity: 0,
  pointerEvents: "none",
  selectors: { "&:focus": { opacity: 1, pointerEvents: "auto" } },
});
export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  background: `color-mix(in srgb, ${vars.color.page} 92%, transparent)`,
  backdropFilter: "saturate(1.2) blur(8px)",
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { "&[data-hidden='true']": { transform: "translateY(-100%)" } },
});
// Phones get 8 px gaps: with 16 px ones the menu, brand, Login and Signup came to 385 px and the
// page scrolled sideways at 375 px.
export const headerInner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "64px",
  "@media": { [media.md]: { gap: vars.space["4"] } },
});
export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: "none",
  minHeight: vars.size.target,
  minWidth: 0,
  "@media": { [media.md]: { fontSize: vars.fontSize.xl } },
});
/** The brand's word; the narrowest phones keep only the mark (the link's name still says Tranquil). */
export const brandWord = style({ "@media": { [media.narrow]: { display: "none" } } });
export const brandMark = style({ color: vars.color.accent, flexShrink: 0 });
export const desktopNav = style({
  display: "none",
  "@media": {
    [media.md]: {
      display: "flex",
      alignItems: "center",
      gap: vars.space["1"],
      marginInlineStart: vars.space["4"],
    },
  },
});
export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const desktopOnly = style({ display: "none", "@media": { [media.md]: { display: "inline-flex" } } });
export const mobileOnly = style({ display: "inline-flex", "@media": { [media.md]: { display: "none" } } });
export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  marginInlineStart: "auto",
  "@media": { [media.md]: { gap: vars.space["2"] } },
});
export const iconButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
export const badgeSlot = style({ position: "absolute", top: vars.hairline, right: 0 });
export const mobileNavList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const pickerList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const footer = style({
  marginTop: vars.space["16"],
  paddingBottom: vars.space["6"],
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
export const footerGrid = style({
  display: "grid",
  gap: vars.space["8"],
  paddingBlock: vars.space["12"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "1.4fr 1fr 1fr 1.6fr" },
  },
});
export const footerHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
  marginBottom: vars.space["3"],
});
export const footerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["1"],
});
export const address = style({
  fontStyle: "normal",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
export const footerBottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["4"],
  paddingBlock: vars.space["6"],
  borderTop: `1px solid ${vars.color.border}`,
});
export const complianceBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  padding: `${vars.space["1"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
/**
 * The cookie banner: a band in the page's flow, above the header (cookie-consent.tsx says why). Its
 * z-index is the theme's lowest (banner): menus, dialogs and drawers all cover it, and it turns inert
 * while one of them is modal.
 */
export const consent = style({
  position: "relative",
  zIndex: vars.zIndex.banner,
  background: vars.color.surfaceAccent,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space["4"],
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" } },
});
export const consentInner = style({
  display: "grid",
  gap: vars.space["3"],
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto", gap: vars.space["6"] } },
});
export const main = style({ minHeight: "60vh" });
export const serviceHero = style({
  background: vars.color.surfaceAccent,
  paddingBlock: vars.space["12"],
  marginBottom: vars.space["8"],
  display: "grid",
  gap: vars.space["2"],
});
/** A legal page's hero: the title and its 'Last updated' line. */
export const heroPlain = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });
/** A marketing page's words in the hero: title, lede and actions. */
export const heroWords = style({ display: "grid", gap: vars.space["4"], minWidth: 0, justifyItems: "start" });
/** With an aside: the words and the aside side by side from the large breakpoint, stacked on phones. */
export const heroSplit = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "center",
  minWidth: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: vars.space["12"] } },
});
/** Without an aside: the words centred in the band, so no half of it stands empty. */
export const heroCentred = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  maxWidth: "48rem",
  marginInline: "auto",
});
globalStyle(`${heroCentred} ${heroWords}`, { justifyItems: "center" });
export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
globalStyle(`${heroCentred} ${heroActions}`, { justifyContent: "center" });
export const headerPlaceholder = style([header, { minHeight: "65px" }]);
export const social = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["2"],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accentText } },
});

// The no-JavaScript header menus (nav-disclosure.tsx): a <details> whose <summary> looks like the
// round icon button, and a panel dropping below the header.
export const disclosure = style({ position: "relative", display: "inline-flex" });
export const disclosureToggle = style([
  iconButton,
  {
    listStyle: "none",
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      [`${disclosure}[open] > &`]: { background: vars.color.surfaceMuted },
    },
  },
]);
const panelBase = {
  position: "absolute",
  top: `calc(100% + ${vars.space["2"]})`,
  zIndex: vars.zIndex.overlay,
  // Never wider than a 320 px phone minus the gutters, so it cannot push the page sideways.
  width: "max-content",
  minWidth: "220px",
  maxWidth: "calc(100vw - 32px)",
  padding: vars.space["2"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.raised,
} as const;
export const disclosurePanel = style({ ...panelBase, insetInlineStart: 0 });
export const disclosurePanelEnd = style({ ...panelBase, insetInlineEnd: 0 });
export const disclosureList = style({
  display: "flex",
  flexDirection: "column",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const disclosureSeparator = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space["1"],
  paddingTop: vars.space["1"],
});

// The wrapper of a part that hydrates later (hydrate-later.tsx): its children lay out as the parent's.
export const later = style({ display: "contents" });
