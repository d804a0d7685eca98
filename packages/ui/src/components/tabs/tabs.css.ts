import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({
  display: "flex",
  gap: vars.space["1"],
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: "thin",
});
/** The same row as a list of links (NavTabs). */
export const navList = style([list, { margin: 0, padding: 0, listStyle: "none" }]);

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  textDecoration: "none",
  fontSize: vars.fontSize.md,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  minHeight: vars.size.target,
  paddingInline: vars.space["4"],
  border: 0,
  borderBottom: "2px solid transparent",
  background: "transparent",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&[data-state='active'], &[aria-current='page']": {
      color: vars.color.accentText,
      borderBottomColor: vars.color.accent,
    },
    "&:hover:not([data-state='active']):not([aria-current='page'])": { color: vars.color.text },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});
export const panel = style({ paddingTop: vars.space["4"] });
