import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/tokens.ts";
import { bySpace } from "../styles/space.ts";

/**
 * A list laid out by the theme, not by bullets: cards, rows, chips or links one under another
 * (`stack`), wrapping side by side (`wrap`), or in columns (`grid`: as many 16 rem columns as fit;
 * `halves` and `thirds`: one column on phones, two or three above 768 px).
 */
export const cardList = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    margin: 0,
    padding: 0,
    listStyle: "none",
    minWidth: 0,
  },
  variants: {
    layout: {
      stack: {},
      wrap: { display: "flex", flexWrap: "wrap" },
      grid: { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))" },
      halves: {
        "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
      },
      thirds: {
        "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
      },
    },
    gap: bySpace((space) => ({ gap: space })),
    /** Items centred on one line (wrap), e.g. chips beside a label. */
    align: { stretch: {}, center: { alignItems: "center" } },
  },
  // Only the gap has a default (a default that is the base would be a class name for nothing).
  defaultVariants: { gap: "3" },
});

export type CardListVariants = NonNullable<RecipeVariants<typeof cardList>>;
