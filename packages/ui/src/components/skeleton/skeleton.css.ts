import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });

export const skeleton = style({
  display: "block",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.control,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
