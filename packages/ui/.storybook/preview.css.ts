import { style } from "@vanilla-extract/css";
import { vars } from "../src/theme/contract.css.ts";

export const canvas = style({ padding: vars.space["6"], minHeight: "100vh", background: vars.color.page });
