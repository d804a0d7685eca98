import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const chip = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space["1"],
    minHeight: "28px",
    paddingInline: vars.space["3"],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1.2,
    whiteSpace: "nowrap",
    border: "1px solid transparent",
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      accent: { background: vars.color.accentSoft, color: vars.color.accentText },
    },
    interactive: {
      true: {
        cursor: "pointer",
        font: "inherit",
        fontSize: vars.fontSize.xs,
        selectors: { "&:hover": { borderColor: vars.color.borderStrong } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: "neutral", interactive: false },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
