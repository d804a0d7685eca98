import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import { bySpace } from "./space.ts";

const align = {
  stretch: {},
  start: { alignItems: "flex-start" },
  center: { alignItems: "center" },
  end: { alignItems: "flex-end" },
  baseline: { alignItems: "baseline" },
} as const;

/**
 * Things side by side: a row of actions, an icon and its text, a label and its value. It wraps
 * unless told not to, and never widens its parent (minWidth 0).
 */
export const cluster = recipe({
  base: { display: "flex", minWidth: 0 },
  variants: {
    gap: bySpace((space) => ({ gap: space })),
    align,
    justify: {
      start: {},
      center: { justifyContent: "center" },
      end: { justifyContent: "flex-end" },
      between: { justifyContent: "space-between" },
    },
    wrap: { true: { flexWrap: "wrap" }, false: {} },
  },
  defaultVariants: { gap: "2", align: "center", justify: "start", wrap: true },
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
  defaultVariants: { gap: "3", items: "stretch" },
});

/** A quiet surface set into the page: a picker, a summary, a note. */
export const panel = recipe({
  base: { minWidth: 0 },
  variants: {
    tone: {
      muted: { background: vars.color.surfaceMuted },
      accent: { background: vars.color.surfaceAccent },
      surface: { background: vars.color.surface },
      outline: { border: `1px solid ${vars.color.border}` },
      /** Set apart, calmly: where to turn in an emergency. */
      info: { background: vars.color.infoSoft, borderLeft: `4px solid ${vars.color.info}` },
    },
    padding: bySpace((space) => ({ padding: space })),
    radius: { control: { borderRadius: vars.radius.control }, card: { borderRadius: vars.radius.card } },
  },
  defaultVariants: { tone: "muted", padding: "4", radius: "control" },
});

export type ClusterVariants = NonNullable<RecipeVariants<typeof cluster>>;
export type ColumnVariants = NonNullable<RecipeVariants<typeof column>>;
export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;
