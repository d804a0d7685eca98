import { vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The guided tour in the design system's clothes: its type, colours, radii and buttons, in place of
 * driver.js's own (a system font, grey 12 px buttons). Each rule is `.driver-popover.<ours> …`, one
 * class more specific than driver.js's, so it wins whichever stylesheet loads last.
 */
export const popover = style({});
const root = `.driver-popover${popover}`;

globalStyle(root, {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  padding: vars.space["6"],
  maxWidth: "min(360px, calc(100vw - 32px))",
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${root} .driver-popover-title`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  paddingInlineEnd: vars.space["8"],
});
globalStyle(`${root} .driver-popover-description`, {
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  marginTop: vars.space["2"],
});
globalStyle(`${root} .driver-popover-progress-text`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${root} .driver-popover-footer`, {
  marginTop: vars.space["6"],
  gap: vars.space["3"],
  flexWrap: "wrap",
});
globalStyle(`${root} .driver-popover-navigation-btns`, { gap: vars.space["2"] });
globalStyle(`${root} .driver-popover-navigation-btns button + button`, { marginLeft: 0 });
globalStyle(`${root} .driver-popover-arrow`, { borderColor: vars.color.surface });
globalStyle(`${root} .driver-popover-close-btn`, {
  width: vars.size.target,
  height: vars.size.target,
  fontSize: vars.fontSize.xl,
  color: vars.color.textMuted,
  borderRadius: vars.radius.full,
});
globalStyle(`${root} .driver-popover-close-btn:hover, ${root} .driver-popover-close-btn:focus-visible`, {
  color: vars.color.text,
  background: vars.color.surfaceMuted,
});
/** The footer's buttons: the design system's (primary for Next and Finish, secondary for Previous). */
globalStyle(`${root} .driver-popover-footer .driver-popover-footer-btn`, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textShadow: "none",
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.accentText,
});
globalStyle(`${root} .driver-popover-footer .driver-popover-next-btn`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.textOnAccent,
});
globalStyle(`${root} .driver-popover-footer .driver-popover-next-btn:hover`, {
  background: vars.color.accentHover,
});
globalStyle(`${root} .driver-popover-footer .driver-popover-prev-btn:hover`, {
  background: vars.color.accentSoft,
});
globalStyle(
  `${root} .driver-popover-footer button:focus-visible, ${root} .driver-popover-close-btn:focus-visible`,
  {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: "2px",
  },
);
