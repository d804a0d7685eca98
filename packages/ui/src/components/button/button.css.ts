import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space["2"],
    minHeight: vars.size.target,
    borderRadius: vars.radius.control,
    border: "1px solid transparent",
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accentText,
        borderColor: vars.color.borderStrong,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.accentSoft } },
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: { "&:hover:not(:disabled)": { filter: "brightness(0.92)" } },
      },
    },
    size: {
      md: { paddingInline: vars.space["6"], fontSize: vars.fontSize.md },
      sm: { paddingInline: vars.space["4"], fontSize: vars.fontSize.sm },
    },
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  defaultVariants: { tone: "primary", size: "md", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
