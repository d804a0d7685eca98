import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const link = recipe({
  base: {
    color: vars.color.accentText,
    textUnderlineOffset: "3px",
    borderRadius: "4px",
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  },
  variants: {
    variant: {
      inline: { textDecoration: "underline" },
      subtle: {
        color: vars.color.text,
        textDecoration: "none",
        selectors: { "&:hover": { color: vars.color.accentText } },
      },
      nav: {
        color: vars.color.text,
        textDecoration: "none",
        fontWeight: vars.fontWeight.medium,
        display: "inline-flex",
        alignItems: "center",
        minHeight: vars.size.target,
        paddingInline: vars.space["2"],
        selectors: {
          "&:hover": { color: vars.color.accentText },
          "&[aria-current='page']": { color: vars.color.accentText, textDecoration: "underline" },
        },
      },
    },
  },
  defaultVariants: { variant: "inline" },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
