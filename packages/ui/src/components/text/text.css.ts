import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.accentText },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    /** Clamp to a number of lines (headlines on cards). */
    clamp: {
      none: {},
      two: { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" },
    },
    measure: { true: { maxWidth: vars.size.measure }, false: {} },
  },
  defaultVariants: { size: "md", tone: "default", weight: "regular", clamp: "none", measure: false },
});

export const heading = recipe({
  base: { margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.tight, letterSpacing: "-0.01em" },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
      md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      lg: {
        fontSize: vars.fontSize["2xl"],
        fontWeight: vars.fontWeight.semibold,
        "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
      },
      xl: {
        fontFamily: vars.font.heading,
        fontSize: vars.fontSize["3xl"],
        fontWeight: vars.fontWeight.medium,
        letterSpacing: "-0.02em",
        "@media": { [media.md]: { fontSize: vars.fontSize["4xl"] } },
      },
    },
  },
  defaultVariants: { size: "md" },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
