import { globalStyle, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";
import { bySpace } from "../styles/space.ts";

/**
 * A group of a form: its legend, its controls one under another (`stack`), or a field with its
 * button beside it from 640 px (`inline`, e.g. an email and 'Add'), then help and error. A fieldset
 * with no frame: it looks like the rest of the form, and its column never grows past the form.
 */
export const fieldRow = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
  },
  variants: {
    layout: {
      stack: {},
      inline: {
        alignItems: "end",
        "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
      },
    },
    gap: bySpace((space) => ({ gap: space })),
  },
  defaultVariants: { gap: "2" },
});

/** The legend reads as the group's label. */
export const fieldLegend = style({
  padding: 0,
  marginBottom: vars.space["2"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const fieldHelp = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** An error says so in words with an icon, never by colour alone; the icon sits on the first line. */
export const fieldError = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["1"],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
globalStyle(`${fieldError} svg`, { flexShrink: 0, marginTop: vars.hairline });

export type FieldRowVariants = NonNullable<RecipeVariants<typeof fieldRow>>;
