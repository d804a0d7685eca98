import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const page = style({ display: "grid", gap: vars.space["6"], paddingBlock: vars.space["8"] });
export const head = style({ display: "grid", gap: vars.space["2"] });
export const form = style({ display: "grid", gap: vars.space["4"] });
export const searchRow = style({ display: "flex", gap: vars.space["2"], alignItems: "flex-end" });
export const searchField = style({ flex: 1, minWidth: 0 });

/** The filter bar positions the panels of its entries (full width on phones). */
export const bar = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
});
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
export const panel = style({
  marginTop: vars.space["2"],
  display: "grid",
  gap: vars.space["4"],
  padding: vars.space["4"],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
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
});
export const options = style({
  display: "grid",
  gap: vars.space["1"],
  maxHeight: "min(50vh, 320px)",
  overflowY: "auto",
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space["2"],
  padding: 0,
});
export const check = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.target,
  cursor: "pointer",
});
export const box = style({
  width: "20px",
  height: "20px",
  flexShrink: 0,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: "pointer",
});
export const fields = style({ display: "grid", gap: vars.space["3"] });
export const pair = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space["3"] });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
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
export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space["3"] });
export const drawerSections = style({ display: "grid", gap: vars.space["6"] });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
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
export const resultsHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space["2"],
});
export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const resultsTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** Desktop widths where the script will run: the drawer's layout, from the first paint. */
const drawerMode = `${media.md} and (scripting: enabled)`;
export const drawerModeHidden = style({ "@media": { [drawerMode]: { display: "none" } } });
export const drawerModeOnly = style({
  display: "none",
  "@media": { [drawerMode]: { display: "inline-flex" } },
});
