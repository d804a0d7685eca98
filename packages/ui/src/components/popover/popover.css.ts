import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const content = style({
  padding: vars.space["4"],
  maxWidth: "min(calc(var(--radix-popover-content-available-width, 100vw) - 16px), 360px)",
  // Radix focuses the panel itself when it holds no control; the panel needs no ring for that.
  selectors: { "&:focus-visible": { outline: "none" } },
});
