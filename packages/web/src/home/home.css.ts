import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent} 0%, ${vars.color.page} 100%)`,
  paddingBlock: vars.space["16"],
  "@media": { [media.md]: { paddingBlock: vars.space["24"] } },
});
export const heroInner = style([ui.column({ gap: "6" }), { maxWidth: "760px" }]);
export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
});
export const heroActions = ui.cluster({ gap: "3", align: "stretch" });
export const trust = style([
  ui.cardList({ layout: "wrap" }),
  ui.fieldHelp,
  { gap: `${vars.space["2"]} ${vars.space["6"]}` },
]);
export const trustItem = style([ui.cluster({ wrap: false }), { display: "inline-flex" }]);
export const section = ui.pageSection({ padding: "spacious" });
export const sectionHead = style([ui.sectionHead, { gap: vars.space["4"] }]);
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
