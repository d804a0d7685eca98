import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const avatar = recipe({
  base: {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    overflow: "hidden",
    flexShrink: 0,
    background: vars.color.accentSoft,
    color: vars.color.accentText,
    fontWeight: vars.fontWeight.semibold,
    userSelect: "none",
  },
  variants: {
    size: {
      sm: { width: "40px", height: "40px", fontSize: vars.fontSize.sm },
      md: { width: "64px", height: "64px", fontSize: vars.fontSize.lg },
      lg: { width: "96px", height: "96px", fontSize: vars.fontSize.xl },
      /** Profile size from the spec: 160 x 160. */
      profile: { width: "160px", height: "160px", fontSize: vars.fontSize["3xl"] },
    },
    shape: { circle: { borderRadius: vars.radius.full }, rounded: { borderRadius: vars.radius.card } },
  },
  defaultVariants: { size: "md", shape: "circle" },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
