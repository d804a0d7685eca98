import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const banner = recipe({
  base: {
    display: "flex",
    gap: vars.space["3"],
    alignItems: "flex-start",
    padding: vars.space["4"],
    borderRadius: vars.radius.control,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, color: vars.color.info },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: "info" },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;
