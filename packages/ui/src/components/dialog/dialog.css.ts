import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.98)" },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});
export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "calc(100% - 32px)",
  maxWidth: "520px",
  maxHeight: "calc(100% - 32px)",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  padding: vars.space["6"],
  zIndex: vars.zIndex.modal,
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});
export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space["4"],
});
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ marginTop: vars.space["2"], color: vars.color.textMuted });
export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.target,
  height: vars.size.target,
  border: 0,
  borderRadius: vars.radius.control,
  background: "transparent",
  cursor: "pointer",
  color: vars.color.textMuted,
  flexShrink: 0,
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
});
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space["3"],
  marginTop: vars.space["6"],
  flexWrap: "wrap",
});
export const body = style({
  marginTop: vars.space["4"],
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"],
});
