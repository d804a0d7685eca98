import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const slideRight = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const slideLeft = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(0)" } });

export const panel = style({
  position: "fixed",
  top: 0,
  bottom: 0,
  width: "400px",
  maxWidth: "100%",
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.modal,
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
});
export const right = style({
  right: 0,
  animation: `${slideRight} ${vars.motion.normal} ${vars.motion.easing}`,
});
export const left = style({ left: 0, animation: `${slideLeft} ${vars.motion.normal} ${vars.motion.easing}` });
export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["4"],
  padding: `${vars.space["4"]} ${vars.space["6"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const body = style({ padding: vars.space["6"], flex: 1, overflowY: "auto" });
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space["3"],
  padding: `${vars.space["4"]} ${vars.space["6"]}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
