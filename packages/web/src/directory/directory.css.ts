import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const page = ui.pageSection({ gap: "6" });
export const head = ui.column({ gap: "2" });
/** On a phone the therapists come first (issue 28): the intro gives way. */
export const intro = style({ "@media": { [media.mobile]: { display: "none" } } });
export const form = ui.column({ gap: "4" });
export const searchRow = ui.cluster({ align: "end", wrap: false });
export const searchField = style({ flex: 1, minWidth: 0 });

/**
 * On phones the filter entries fold behind one 'Filters' control, so the first therapists show on the
 * first screen (issue 28). Wider screens never fold: the control is not shown and the entries are,
 * even before the script opens it (where the browser can style a closed <details>' content).
 */
export const filtersFold = style({});
export const filtersToggle = style({
  alignSelf: "flex-start",
  "@media": {
    [media.md]: { "@supports": { "selector(::details-content)": { display: "none" } } },
  },
});
globalStyle(`${filtersFold}::details-content`, {
  "@media": {
    [media.md]: { "@supports": { "selector(::details-content)": { contentVisibility: "visible" } } },
  },
});
globalStyle(`${filtersFold}[open] > ${filtersToggle}`, {
  "@media": { [media.mobile]: { marginBottom: vars.space["3"] } },
});

/** The filter bar positions the panels of its entries (full width on phones). */
export const bar = style([ui.cluster(), { position: "relative" }]);
/** On phones an open entry takes its own row and its panel opens in place, right under its button. */
export const entry = style({
  "@media": {
    [media.md]: { position: "relative" },
    [media.mobile]: { selectors: { "&[open]": { flexBasis: "100%" } } },
  },
});
export const pill = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  minHeight: vars.size.target,
  padding: `0 ${vars.space["4"]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  listStyle: "none",
  userSelect: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { borderColor: vars.color.textMuted },
    "details[open] > &": { borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&[data-active='true']": { borderColor: vars.color.accent },
  },
});
export const panel = style([
  ui.column({ gap: "4" }),
  ui.panel({ tone: "surface", radius: "card" }),
  {
    marginTop: vars.space["2"],
    boxShadow: vars.shadow.raised,
    border: `1px solid ${vars.color.border}`,
    "@media": {
      [media.md]: {
        position: "absolute",
        zIndex: vars.zIndex.overlay,
        top: "100%",
        left: 0,
        width: "340px",
        maxWidth: "calc(100vw - 32px)",
      },
    },
  },
]);
export const options = style([
  ui.fieldRow({ gap: "1" }),
  { maxHeight: "min(50vh, 320px)", overflowY: "auto" },
]);
export const legend = ui.fieldLegend;
export const check = style([ui.choiceRow({ framed: false }), { gap: vars.space["2"] }]);
export const box = ui.choiceInput();
export const fields = ui.column({ gap: "3" });
export const pair = style([ui.column({ gap: "3" }), { gridTemplateColumns: "1fr 1fr" }]);
export const note = ui.fieldHelp;
export const select = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
});
export const sliderSlot = style({ minHeight: vars.size.target });
export const actions = ui.cluster({ gap: "3", justify: "end", align: "stretch", wrap: false });
export const drawerSections = ui.column({ gap: "6" });

export const chips = ui.cardList({ layout: "wrap", gap: "2", align: "center" });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  minHeight: "36px",
  maxWidth: "100%",
  padding: `${vars.space["1"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  overflowWrap: "anywhere",
  ":hover": { textDecoration: "underline" },
});
export const resultsHead = ui.cluster({ justify: "between", align: "baseline" });
export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const resultsTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** Desktop widths where the script will run: the drawer's layout, from the first paint. */
const drawerMode = `${media.md} and (scripting: enabled)`;
export const drawerModeHidden = style({ "@media": { [drawerMode]: { display: "none" } } });
export const drawerModeOnly = style({
  display: "none",
  "@media": { [drawerMode]: { display: "inline-flex" } },
});
