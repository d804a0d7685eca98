import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

/**
 * A native radio or checkbox and its words as one 44 px target: arrows move between radios, the
 * label toggles the box. Framed, it is a card that shows what is chosen (`:has(input:checked)`).
 */
export const choiceRow = recipe({
  base: {
    position: "relative",
    display: "flex",
    alignItems: "center",
    gap: vars.space["3"],
    minHeight: vars.size.target,
    cursor: "pointer",
  },
  variants: {
    framed: {
      true: {
        paddingInline: vars.space["3"],
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.control,
        background: vars.color.surface,
        selectors: {
          "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.accentSoft },
          "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
        },
      },
      false: {},
    },
    /** `start`: the input on the first line of a label with help under it. */
    align: { center: {}, start: { alignItems: "flex-start" } },
    /** The frame's padding: `compact` at the sides only, `roomy` all round. */
    size: { compact: {}, roomy: { padding: `${vars.space["3"]} ${vars.space["4"]}` } },
    /** The frame's border: `strong` where the frame is the only sign of a control. */
    border: { soft: {}, strong: { borderColor: vars.color.borderStrong } },
  },
  // Only the frame has a default: a default that adds nothing would be a class name for nothing.
  defaultVariants: { framed: true },
});

/** The native input: 20 px, in the accent colour; on the first line when the row aligns to the start. */
export const choiceInput = recipe({
  base: {
    width: "20px",
    height: "20px",
    margin: 0,
    flexShrink: 0,
    accentColor: vars.color.accent,
    cursor: "pointer",
  },
  variants: { align: { center: {}, start: { marginTop: vars.hairline } } },
});

/** The label and its help, one under the other. */
export const choiceText = style({ display: "grid", gap: vars.hairline });
export const choiceHelp = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export type ChoiceRowVariants = NonNullable<RecipeVariants<typeof choiceRow>>;
