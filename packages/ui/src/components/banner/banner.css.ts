import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const banner = recipe({
  base: {
    display: "flex",
    gap: vars.space["3"],
    alignItems: "flex-start",
    padding: `${vars.space["3"]} ${vars.space["4"]}`,
    borderRadius: vars.radius.control,
    borderInlineStart: "4px solid",
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: "info" },
});

export const icon = recipe({
  base: { display: "inline-flex", flexShrink: 0, paddingTop: "2px" },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space["1"], minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const action = style({ marginTop: vars.space["2"] });

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;
