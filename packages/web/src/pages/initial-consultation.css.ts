import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const section = style({ paddingBottom: vars.space["12"] });
/** Cards stretch to the row's height so the grid stays even. */
export const gridItem = style({ listStyle: "none", display: "flex" });
