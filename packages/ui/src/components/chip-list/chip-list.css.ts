import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
