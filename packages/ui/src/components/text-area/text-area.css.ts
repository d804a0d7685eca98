import { style } from "@vanilla-extract/css";

export const area = style({ minHeight: "96px", resize: "vertical" });
