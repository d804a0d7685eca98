import { style } from "@vanilla-extract/css";
import { vars } from "../src/theme/contract.css.ts";

export const canvas = style({ padding: vars.space["6"], minHeight: "100vh", background: vars.color.page });

/** On a Docs page each story sits in a short frame: a full-viewport canvas would make it endless. */
export const docsCanvas = style({ padding: vars.space["4"], background: vars.color.page });
