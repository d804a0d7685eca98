import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "20px",
  height: "20px",
  paddingInline: "6px",
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textOnAccent,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});
