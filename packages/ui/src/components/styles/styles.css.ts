import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import { bySpace } from "./space.ts";

const align = {
  stretch: { alignItems: "stretch" },
  start: { alignItems: "flex-start" },
  center: {},
  end: { alignItems: "flex-end" },
  baseline: { alignItems: "baseline" },
} as const;

/**
 * Things side by side: a row of actions, an icon and its text, a label and its value. It wraps
 * unless told not to, and never widens its parent (minWidth 0).
 */
export const cluster = recipe({
  base: { display: "flex", flexWrap: "wrap", alignItems: "center", minWidth: 0 },
  variants: {
    gap: bySpace((space) => ({ gap: space })),
    align,
    justify: {
      start: {},
      center: { justifyContent: "center" },
      end: { justifyContent: "flex-end" },
      between: { justifyContent: "space-between" },
    },
    wrap: { true: {}, false: { flexWrap: "nowrap" } },
  },
  // Only the gap has a default: every default that is already the base would be one more class name
  // in every screen's JavaScript for nothing.
  defaultVariants: { gap: "2" },
});

/**
 * Things one under another in one column whose track never grows past its box (a long word is
 * cut or wrapped, the page never scrolls sideways).
 */
export const column = recipe({
  base: { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", minWidth: 0 },
  variants: {
    gap: bySpace((space) => ({ gap: space })),
    /** `start`: items keep their own width (a button, a badge) instead of the column's. */
    items: { stretch: {}, start: { justifyItems: "start" }, center: { justifyItems: "center" } },
  },
  defaultVariants: { gap: "3" },
});

/** A quiet surface set into the page: a picker, a summary, a note. */
export const panel = recipe({
  base: { minWidth: 0, background: vars.color.surfaceMuted, borderRadius: vars.radius.control },
  variants: {
    tone: {
      muted: {},
      accent: { background: vars.color.surfaceAccent },
      surface: { background: vars.color.surface },
      outline: { background: "none", border: `1px solid ${vars.color.border}` },
      /** Set apart, calmly: where to turn in an emergency. */
      info: { background: vars.color.infoSoft, borderLeft: `4px solid ${vars.color.info}` },
    },
    padding: bySpace((space) => ({ padding: space })),
    radius: { control: {}, card: { borderRadius: vars.radius.card } },
  },
  defaultVariants: { padding: "4" },
});

export type ClusterVariants = NonNullable<RecipeVariants<typeof cluster>>;
export type ColumnVariants = NonNullable<RecipeVariants<typeof column>>;
export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;

/** A small title in the body font: a card's or a box's heading, a phone number to call. */
export const titleText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
