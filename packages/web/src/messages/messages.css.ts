import { TEXTAREA_HEIGHT } from "@marketplace/domain/messages";
import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** Desktop: the list beside the pane. Phones: one of them, the other hidden (spec screen 11). */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["4"],
  minWidth: 0,
  "@media": {
    [media.md]: { gridTemplateColumns: "minmax(14rem, 20rem) minmax(0, 1fr)", alignItems: "start" },
  },
});
export const hideOnPhone = style({ "@media": { [media.mobile]: { display: "none" } } });
export const desktopOnly = style({ "@media": { [media.mobile]: { display: "none !important" } } });
export const phoneOnly = style({ "@media": { [media.md]: { display: "none !important" } } });

export const list = ui.cardList({ gap: "0" });
export const listItem = style([
  ui.cluster({ gap: "3", wrap: false }),
  ui.panel({ tone: "surface", padding: "3" }),
  {
    background: "transparent",
    color: vars.color.text,
    textDecoration: "none",
    selectors: {
      "&:hover": { background: vars.color.surfaceMuted },
      '&[aria-current="page"]': { background: vars.color.accentSoft },
    },
  },
]);
export const listText = style([ui.column({ gap: "1" }), { flex: 1 }]);
export const ellipsis = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const pane = ui.column({ gap: "4" });
export const paneHeader = ui.cluster({ gap: "3" });
export const partyName = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: "anywhere",
});
/** On phones the back action takes its own line above the other party's name. */
export const backRow = style({ flexBasis: "100%" });
export const searchForm = ui.cluster({ align: "end" });
export const searchField = style({ flex: "1 1 12rem", minWidth: 0 });

export const thread = style([
  ui.column({ gap: "3" }),
  ui.panel({ padding: "2", radius: "card" }),
  { maxHeight: "60vh", overflowY: "auto", overflowX: "hidden" },
]);
export const dateHeading = style({
  justifySelf: "center",
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  padding: `${vars.space["1"]} ${vars.space["3"]}`,
  background: vars.color.surface,
  borderRadius: vars.radius.full,
});
export const group = ui.cardList({ gap: "2" });
export const row = style({ display: "flex", minWidth: 0 });
export const ownRow = style({ justifyContent: "flex-end" });
export const bubble = style({
  position: "relative",
  maxWidth: "min(80%, 36rem)",
  minWidth: 0,
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: "grid",
  gap: vars.space["1"],
  overflowWrap: "anywhere",
  WebkitTouchCallout: "none",
});
export const ownBubble = style({ background: vars.color.accentSoft, borderColor: vars.color.accentSoft });
export const pendingBubble = style({ opacity: 0.7 });
export const bodyText = style({ whiteSpace: "pre-wrap", margin: 0 });
export const deleted = style({ fontStyle: "italic", color: vars.color.textMuted, margin: 0 });
export const meta = style([
  ui.cluster({ justify: "end" }),
  { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
]);
export const actions = ui.cluster({ justify: "end", align: "stretch" });
export const menu = style([
  ui.column({ gap: "1" }),
  ui.panel({ tone: "surface", padding: "2" }),
  { margin: 0, border: `1px solid ${vars.color.border}`, justifySelf: "end" },
]);
export const images = ui.cluster({ align: "stretch" });
export const thumbnail = style({
  display: "block",
  maxWidth: "12rem",
  maxHeight: "12rem",
  width: "auto",
  height: "auto",
  borderRadius: vars.radius.control,
});
export const fileLink = style({ overflowWrap: "anywhere" });

export const composer = ui.column({ gap: "2" });
/** Spec section 5: the text area grows between 30 and 75 px. */
export const textArea = style({
  minHeight: `${TEXTAREA_HEIGHT.min}px`,
  maxHeight: `${TEXTAREA_HEIGHT.max}px`,
  height: `${TEXTAREA_HEIGHT.min}px`,
  resize: "none",
  overflowY: "auto",
  boxSizing: "border-box",
  paddingTop: vars.space["1"],
  paddingBottom: vars.space["1"],
  lineHeight: "20px",
});
export const fileInput = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
globalStyle(`${fileInput}:focus-visible + label`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});
export const queue = ui.cardList({ layout: "wrap", gap: "2" });
export const queued = style([
  ui.cluster({ gap: "1", wrap: false }),
  {
    padding: `${vars.space["1"]} ${vars.space["2"]}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    fontSize: vars.fontSize.sm,
    maxWidth: "100%",
  },
]);
/** The notice ends with the mailbox, one long word: it breaks rather than widen a phone's page. */
export const safety = style({ fontSize: vars.fontSize.sm, overflowWrap: "anywhere", minWidth: 0 });
