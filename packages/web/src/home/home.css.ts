import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent} 0%, ${vars.color.page} 100%)`,
  paddingBlock: vars.space["16"],
  "@media": { [media.md]: { paddingBlock: vars.space["24"] } },
});
export const heroInner = style({ display: "grid", gap: vars.space["6"], maxWidth: "760px" });
export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
});
export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
export const trust = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["2"]} ${vars.space["6"]}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const trustItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space["2"] });
export const section = style({ paddingBlock: vars.space["12"] });
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space["4"],
  marginBottom: vars.space["6"],
});
export const promo = style({
  marginBlock: vars.space["8"],
  padding: vars.space["8"],
  borderRadius: vars.radius.card,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  display: "grid",
  gap: vars.space["4"],
  "@media": {
    [media.md]: { gridTemplateColumns: "1fr auto", alignItems: "center", padding: vars.space["12"] },
  },
});
export const promoTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
});
export const promoText = style({ maxWidth: "56ch" });
export const promoAction = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["6"],
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.accentSoft } },
});
