import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** Why therapists choose Tranquil: the accent panel the sign-up page used, inside the page. */
export const panel = style([
  ui.column({ gap: "4" }),
  ui.panel({ padding: "6", radius: "card" }),
  { background: vars.color.accent, color: vars.color.textOnAccent, boxShadow: vars.shadow.soft },
]);
export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The reasons, and the sign-up form beside them from the large breakpoint (after them on phones). */
export const layout = style({
  display: "grid",
  gap: vars.space["12"],
  alignItems: "start",
  paddingBottom: vars.space["16"],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 28rem" } },
});

export const reasons = ui.column({ gap: "12" });

/** The sign-up form's card: it stays in view beside the reasons on wide screens. */
export const signup = style([
  ui.panel({ tone: "surface", padding: "6", radius: "card" }),
  {
    boxShadow: vars.shadow.soft,
    maxWidth: "40rem",
    "@media": { [media.lg]: { position: "sticky", top: vars.space["24"] } },
  },
]);

/** How it works: numbered steps, each number in a round badge. */
export const steps = style({
  display: "grid",
  gap: vars.space["4"],
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
  maxWidth: vars.size.measure,
});
globalStyle(`${steps} > li`, {
  counterIncrement: "step",
  display: "grid",
  gridTemplateColumns: `${vars.size.target} minmax(0, 1fr)`,
  gap: vars.space["3"],
  alignItems: "center",
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${steps} > li::before`, {
  content: "counter(step)",
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
});
export const quote = style({
  margin: 0,
  paddingLeft: vars.space["4"],
  borderLeft: `2px solid ${vars.color.textOnAccent}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});
