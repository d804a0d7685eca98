import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const row = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.target,
  cursor: "pointer",
});
export const box = style({
  width: "22px",
  height: "22px",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "6px",
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  cursor: "pointer",
  padding: 0,
  selectors: { "&[data-state='checked']": { background: vars.color.accent, borderColor: vars.color.accent } },
});
