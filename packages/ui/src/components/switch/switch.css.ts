import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const row = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  cursor: "pointer",
});
export const root = style({
  width: "44px",
  height: "26px",
  borderRadius: vars.radius.full,
  border: 0,
  background: vars.color.borderStrong,
  position: "relative",
  cursor: "pointer",
  padding: 0,
  flexShrink: 0,
  selectors: { "&[data-state='checked']": { background: vars.color.accent } },
});
export const thumb = style({
  display: "block",
  width: "20px",
  height: "20px",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.soft,
  transform: "translateX(3px)",
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "&[data-state='checked']": { transform: "translateX(21px)" } },
});
