import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

const slideIn = keyframes({
  from: { transform: "translateY(-16px)", opacity: 0 },
  to: { transform: "translateY(0)", opacity: 1 },
});

/**
 * At the top, under the page's header bar, never at the bottom where the forms' buttons are (issue 28:
 * the error toasts sat over the message composer's Send button, on a phone too).
 */
export const viewport = style({
  position: "fixed",
  top: `calc(${vars.space["16"]} + ${vars.space["3"]})`,
  right: vars.space["4"],
  left: vars.space["4"],
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
  zIndex: vars.zIndex.toast,
  outline: "none",
  pointerEvents: "none",
});
export const toast = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space["3"],
    width: "min(100%, 380px)",
    padding: vars.space["4"],
    borderRadius: vars.radius.control,
    background: vars.color.surface,
    boxShadow: vars.shadow.raised,
    borderLeft: "4px solid",
    pointerEvents: "auto",
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      danger: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.info },
    },
  },
  defaultVariants: { tone: "info" },
});
export const title = style({ fontWeight: vars.fontWeight.semibold });
