import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";
import { bySpace } from "../styles/space.ts";

/**
 * A section of a page: room above and below (`padding`), an optional band of colour, its content
 * spaced by `gap`. A link that jumps to it leaves the header's room above it (spec: 100 px).
 */
export const pageSection = recipe({
  base: { minWidth: 0, scrollMarginTop: vars.size.jumpOffset, paddingBlock: vars.space["8"] },
  variants: {
    padding: {
      none: { paddingBlock: 0 },
      md: {},
      spacious: { paddingBlock: vars.space["12"] },
      lg: {
        paddingBlock: `${vars.space["8"]} ${vars.space["12"]}`,
        "@media": { [media.md]: { paddingBlock: `${vars.space["12"]} ${vars.space["16"]}` } },
      },
    },
    band: {
      none: {},
      muted: { background: vars.color.surfaceMuted },
      accent: { background: vars.color.surfaceAccent },
    },
    gap: bySpace((space) => ({ display: "grid", gap: space })),
  },
});

/** The section's heading and intro, with an action (e.g. 'See all') at the end of the line. */
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  marginBottom: vars.space["6"],
});
export const sectionIntro = style({ display: "grid", gap: vars.space["2"] });

export type PageSectionVariants = NonNullable<RecipeVariants<typeof pageSection>>;
