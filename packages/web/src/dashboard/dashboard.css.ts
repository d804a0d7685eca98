import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const shell = style({
  display: "grid",
  minHeight: "100vh",
  gridTemplateRows: "auto 1fr",
  "@media": {
    [media.md]: { gridTemplateColumns: "260px minmax(0, 1fr)", gridTemplateRows: "auto 1fr" },
    // A printed page (a receipt) is the content alone.
    print: { display: "block", minHeight: 0 },
  },
});
export const topBar = style({
  gridColumn: "1 / -1",
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: "64px",
  paddingInline: vars.space["4"],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { print: { display: "none" } },
});
export const sidebar = style({
  display: "none",
  "@media": {
    [media.md]: {
      display: "block",
      padding: vars.space["4"],
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
    },
    print: { display: "none" },
  },
});
export const navList = ui.cardList({ gap: "1" });
export const navLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&[aria-current='page']": {
      background: vars.color.accentSoft,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const content = style({
  padding: vars.space["4"],
  "@media": { [media.md]: { padding: vars.space["8"] } },
  maxWidth: "1180px",
  width: "100%",
});
export const mobileOnly = style({ display: "inline-flex", "@media": { [media.md]: { display: "none" } } });
export const spacer = style({ flex: 1 });
export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  textDecoration: "none",
});
export const grid = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});
export const stats = style([ui.cardList({ gap: "4" }), { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }]);
export const statValue = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const list = ui.cardList({ gap: "3" });
export const appointment = style([ui.cluster({ gap: "3", wrap: false }), ui.panel({ padding: "3" })]);
export const balance = style({ fontSize: vars.fontSize["3xl"], fontWeight: vars.fontWeight.semibold });
export const photoControls = ui.column({ gap: "3", items: "start" });
export const fileInput = style({
  position: "absolute",
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: "none",
});
/** The label that looks like a button; it shows the focus ring of the hidden input before it. */
export const photoButton = style({
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const help = ui.fieldHelp;
export const cropArea = ui.column({ gap: "4" });
export const zoom = style([ui.column({ gap: "2" }), { fontWeight: vars.fontWeight.medium }]);
export const profileTop = ui.cluster({ gap: "6" });
/** A count's name on the overview, a link to its list on the appointments page. */
export const countLink = style({ fontSize: vars.fontSize.sm });
