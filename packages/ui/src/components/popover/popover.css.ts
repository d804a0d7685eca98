import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const content = style({ padding: vars.space["4"], maxWidth: "min(92vw, 360px)" });
