import { createVar, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });

export const width = createVar();
export const height = createVar();

export const skeleton = style({
  vars: { [width]: "100%", [height]: "1em" },
  display: "block",
  width,
  height,
  maxWidth: "100%",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.control,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});
export const circle = style({ borderRadius: vars.radius.full });
export const card = style({ borderRadius: vars.radius.card });
