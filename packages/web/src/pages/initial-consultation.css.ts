import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const section = style({ paddingBottom: vars.space["12"] });
