import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  width: "100%",
  // The whole row is the touch target (44 px), not only the thin track.
  height: vars.size.target,
  touchAction: "none",
  userSelect: "none",
  selectors: { "&[data-disabled]": { opacity: 0.5 } },
});
export const track = style({
  position: "relative",
  flexGrow: 1,
  height: "6px",
  borderRadius: vars.radius.full,
  background: vars.color.border,
});
export const range = style({
  position: "absolute",
  height: "100%",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
export const thumb = style({
  display: "block",
  width: "24px",
  height: "24px",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.soft,
  cursor: "grab",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
});
