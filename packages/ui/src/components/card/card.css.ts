import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const card = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    background: vars.color.surface,
    borderRadius: vars.radius.card,
    boxShadow: vars.shadow.soft,
    height: "100%",
    minWidth: 0,
  },
  variants: {
    padding: { none: {}, md: { padding: vars.space["4"] }, lg: { padding: vars.space["6"] } },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
        selectors: { "&:hover": { boxShadow: vars.shadow.raised, transform: "translateY(-2px)" } },
      },
      false: {},
    },
  },
  defaultVariants: { padding: "lg", interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
