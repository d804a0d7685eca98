import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const section = style([ui.pageSection({ padding: "spacious" }), { overflow: "hidden" }]);
export const head = style([ui.sectionHead, { gap: vars.space["4"] }]);
export const intro = style([ui.sectionIntro, { maxWidth: 720 }]);
export const controls = ui.cluster({ align: "stretch", wrap: false });
/** Before the reviews arrive: the track keeps its height so the page does not jump. */
export const track = style({ minHeight: 240, touchAction: "pan-y" });
export const slide = style({ minWidth: "min(320px, 100%)", display: "flex" });
export const card = style([
  ui.panel({ tone: "outline", padding: "6", radius: "card" }),
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space["3"],
    width: "100%",
    background: vars.color.surface,
  },
]);
export const comment = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere", flexGrow: 1 });
/** Spec section 5: under 35 characters a comment reads larger and centred. */
export const short = style({
  fontSize: vars.fontSize.lg,
  textAlign: "center",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});
export const clamped = style({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
export const absent = style({ color: vars.color.textMuted, fontStyle: "italic" });
export const more = style({
  alignSelf: "flex-start",
  background: "none",
  border: 0,
  padding: 0,
  minHeight: vars.size.target,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  textDecoration: "underline",
});
export const meta = ui.cluster({ justify: "between", wrap: false });
export const provider = style([
  ui.cluster({ gap: "3", wrap: false }),
  { paddingTop: vars.space["3"], borderTop: `1px solid ${vars.color.border}` },
]);
export const providerText = style({ display: "grid", minWidth: 0 });
export const providerLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
globalStyle(`${providerLink}:hover`, { color: vars.color.accentText });
