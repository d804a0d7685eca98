import { styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";

/**
 * The props of Stack and Inline as one class per value. These maps are what the browser downloads to
 * turn props into classes, so they hold only what screens use (Box's full sprinkles map is its own
 * entry, @marketplace/ui/box, out of every page's first load).
 */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
export const padding = styleVariants(vars.space, (space) => ({ padding: space }));
export const marginTop = styleVariants({ ...vars.space, auto: "auto" }, (space) => ({ marginTop: space }));

export const alignItems = styleVariants(
  {
    stretch: "stretch",
    "flex-start": "flex-start",
    center: "center",
    "flex-end": "flex-end",
    baseline: "baseline",
  },
  (value) => ({ alignItems: value }),
);
export const justifyContent = styleVariants(
  { "flex-start": "flex-start", center: "center", "flex-end": "flex-end", "space-between": "space-between" },
  (value) => ({ justifyContent: value }),
);
export const flexWrap = styleVariants({ wrap: "wrap", nowrap: "nowrap" }, (value) => ({ flexWrap: value }));
export const flexGrow = styleVariants({ 0: "0", 1: "1" }, (value) => ({ flexGrow: value }));
export const color = styleVariants(
  {
    text: vars.color.text,
    muted: vars.color.textMuted,
    accent: vars.color.accentText,
    danger: vars.color.danger,
    success: vars.color.success,
  },
  (value) => ({ color: value }),
);

const directions = { row: "row", column: "column" } as const;
/** Direction on phones (the base), then from 769 px (md) and from 1024 px (lg) up. */
export const direction = {
  base: styleVariants(directions, (value) => ({ display: "flex", flexDirection: value })),
  md: styleVariants(directions, (value) => ({ "@media": { [media.md]: { flexDirection: value } } })),
  lg: styleVariants(directions, (value) => ({ "@media": { [media.lg]: { flexDirection: value } } })),
};
