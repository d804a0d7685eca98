import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const chip = recipe({
  base: {
    display: "inline-block",
    maxWidth: "100%",
    paddingInline: vars.space["3"],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    // 26 px line + 1 px borders: a 28 px pill; long labels end in an ellipsis, never overflow.
    lineHeight: "26px",
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    verticalAlign: "middle",
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
        position: "relative",
        overflow: "visible",
        cursor: "pointer",
        fontFamily: vars.font.body,
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          "&:hover": { borderColor: vars.color.accent },
          // The pill stays 28 px tall; an invisible margin makes the touch target 44 px.
          "&::after": { content: '""', position: "absolute", inset: "-8px -2px" },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: "neutral", interactive: false },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
