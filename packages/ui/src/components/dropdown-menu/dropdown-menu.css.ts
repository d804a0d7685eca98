import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** Shared by menus, selects and popovers: a floating surface. */
const appear = keyframes({ from: { opacity: 0, transform: "translateY(-4px)" }, to: { opacity: 1 } });

export const floating = style({
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  maxHeight: "var(--radix-popper-available-height, 70vh)",
  overflowY: "auto",
  minWidth: "200px",
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.raised,
  padding: vars.space["1"],
  zIndex: vars.zIndex.overlay,
  border: `1px solid ${vars.color.border}`,
});
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: "6px",
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.accentSoft, color: vars.color.accentText },
    "&[data-disabled]": { color: vars.color.textMuted, cursor: "default" },
  },
});
export const separator = style({
  height: "1px",
  background: vars.color.border,
  margin: `${vars.space["1"]} 0`,
});
