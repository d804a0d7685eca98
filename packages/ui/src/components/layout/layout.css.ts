import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";

export const container = style({
  width: "100%",
  maxWidth: vars.size.contentMax,
  marginInline: "auto",
  paddingInline: vars.space["4"],
  "@media": { [media.md]: { paddingInline: vars.space["8"] } },
});

/** Equal-height cards that wrap from one column up, never narrower than the minimum. */
export const cardGrid = style({
  display: "grid",
  gap: vars.space["6"],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))",
  alignItems: "stretch",
});
