import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";

/** Page content: at most 1440 px wide, centred, with gutters (16 px on phones, 32 px above 768). */
export const container = style({
  width: "100%",
  maxWidth: vars.size.contentMax,
  marginInline: "auto",
  paddingInline: vars.space["4"],
  "@media": { [media.md]: { paddingInline: vars.space["8"] } },
});

/** Equal-height items that wrap from one column up, never narrower than the spec's 320 px card. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
  alignItems: "stretch",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** Lists used for layout lose their bullets and indents. */
export const bareList = style({ margin: 0, padding: 0, listStyle: "none" });

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
