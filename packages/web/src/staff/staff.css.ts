import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The console's frame: a bar with the brand, the navigation and the account; the page under it. */
export const bar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const barInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
  maxWidth: "1280px",
  margin: "0 auto",
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
});
export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: "none",
  marginRight: "auto",
});
export const account = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  flexWrap: "wrap",
});
/** The navigation: its own full-width row under the brand, one line of tabs that scrolls inside itself. */
export const nav = style({ flexBasis: "100%", order: 3, minWidth: 0 });
export const main = style({
  maxWidth: "1280px",
  margin: "0 auto",
  padding: `${vars.space["6"]} ${vars.space["4"]} ${vars.space["8"]}`,
  minWidth: 0,
});
export const narrowCard = style({ maxWidth: "28rem", margin: "0 auto", width: "100%" });

/** Tables scroll inside their own box on phones, never the page. */
export const tableBox = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space["2"]} ${vars.space["3"]} ${vars.space["2"]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const figures = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const figure = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const chart = style({ display: "block", width: "100%", overflow: "visible" });
export const bar0 = style({ fill: vars.color.accent });
export const axisLabel = style({ fill: vars.color.textMuted, fontSize: "12px", fontFamily: vars.font.body });
export const gridline = style({ stroke: vars.color.border, strokeWidth: 1 });

/** Support and audit (issue 32). */
/** The search: the field, then its button under it (at every width, so they never need lining up). */
export const searchForm = style([ui.column({ gap: "3", items: "start" }), { maxWidth: "36rem" }]);
export const fullWidth = style({ width: "100%", minWidth: 0 });
export const list = style([ui.bareList, ui.column({ gap: "3" })]);
/** Emails, identifiers and references may be one long word. */
export const wrap = style({ overflowWrap: "anywhere" });
/** A table's own scrolling box: focusable (tabIndex 0) so the keyboard scrolls it too. */
export const scrollRegion = style([
  tableBox,
  {
    selectors: {
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    },
  },
]);
/** Tables of records keep their columns readable and scroll inside their box instead of squeezing. */
export const wideTable = style([table, { minWidth: "40rem" }]);
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "max-content minmax(0, 1fr)" } },
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });
export const actions = ui.cluster({ gap: "3" });
export const form = ui.column({ gap: "3" });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const choices = ui.column({ gap: "2" });
/** The audit log's filters: one column on phones, then as many as fit. */
export const filters = style({
  display: "grid",
  gap: vars.space["3"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" } },
});
/** Dates and times keep to one line in the tables. */
export const nowrap = style({ whiteSpace: "nowrap" });
/** A cell of free text (a reason, a record's reference): wraps, but keeps a readable width. */
export const longCell = style({ minWidth: "12rem", overflowWrap: "anywhere" });
