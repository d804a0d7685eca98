import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

const transition = ["background-color", "border-color", "color", "box-shadow"]
  .map((p) => `${p} ${vars.motion.fast} ${vars.motion.easing}`)
  .join(", ");

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space["2"],
    minHeight: vars.size.target,
    maxWidth: "100%",
    paddingBlock: vars.space["2"],
    borderRadius: vars.radius.control,
    border: "1px solid transparent",
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: "center",
    textDecoration: "none",
    cursor: "pointer",
    transition,
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
      "&[aria-busy='true']": { cursor: "progress", opacity: 0.85 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        boxShadow: vars.shadow.soft,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accentText,
        borderColor: vars.color.borderStrong,
        selectors: {
          "&:hover:not(:disabled)": { background: vars.color.accentSoft, borderColor: vars.color.accent },
        },
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerHover } },
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

export const iconButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: vars.size.target,
    height: vars.size.target,
    padding: 0,
    borderRadius: vars.radius.full,
    border: "1px solid transparent",
    background: "transparent",
    color: vars.color.text,
    cursor: "pointer",
    transition,
    selectors: {
      "&:hover:not(:disabled)": { background: vars.color.surfaceMuted },
      "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      ghost: {},
      secondary: { background: vars.color.surface, borderColor: vars.color.border },
    },
  },
  defaultVariants: { tone: "ghost" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
