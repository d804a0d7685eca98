import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The three figures: one column on phones, three side by side from the tablet layout. */
export const figures = style([
  ui.cardList({ gap: "4" }),
  { "@media": { [media.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } },
]);
export const figure = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const chart = style({ display: "block", width: "100%", overflow: "visible" });
export const bar = style({ fill: vars.color.accent });
export const gridline = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLabel = style({
  fill: vars.color.textMuted,
  fontSize: "12px",
  fontFamily: vars.font.body,
  // A halo in the card's colour keeps a value readable where it crosses a bar.
  paintOrder: "stroke",
  stroke: vars.color.surface,
  strokeWidth: 3,
  strokeLinejoin: "round",
});
/** Every other month's name counting back from the latest, dropped on phones where twelve would touch. */
export const minorLabel = style({ "@media": { [media.mobile]: { display: "none" } } });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space["2"]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
export const summary = style([
  ui.cluster({ wrap: false, gap: "0" }),
  {
    cursor: "pointer",
    color: vars.color.accentText,
    fontWeight: vars.fontWeight.medium,
    minHeight: vars.size.target,
  },
]);

/** The date-range form: the two dates side by side from the tablet layout, actions under them. */
export const filter = style([
  ui.fieldRow({ gap: "3" }),
  { "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
]);
export const legend = ui.fieldLegend;
export const actions = ui.cluster({ gap: "3" });

export const list = ui.cardList({ gap: "2" });
export const row = style([ui.cluster({ justify: "between", align: "baseline" }), ui.panel({ padding: "3" })]);
export const rowText = style([ui.column({ gap: "1" }), { flex: "1 1 12rem" }]);
export const amount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: "tabular-nums" });

/** The transaction's figures: label and amount on one line, the net last and set apart. */
export const breakdown = style([ui.column({ gap: "2" }), { margin: 0 }]);
export const breakdownRow = style([ui.cluster({ justify: "between", align: "stretch" })]);
globalStyle(`${breakdownRow} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" });
export const netRow = style({
  paddingTop: vars.space["2"],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});
export const caption = style({
  textAlign: "left",
  color: vars.color.textMuted,
  paddingBlock: vars.space["2"],
});

/** The statement's opening balance, set like its closing one without the rule above. */
export const strongRow = style({ fontWeight: vars.fontWeight.semibold });
/** A payout's reference: a long code that may break anywhere on a phone. */
export const reference = style({ overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums" });
/** The statements list: a month per row, its links beside it (under it on a phone). */
export const months = ui.cardList({ gap: "2" });

/** A currency's four payout balances: one column on phones, two from the tablet, four on wide screens. */
export const payoutFigures = style([
  ui.cardList({ gap: "4" }),
  {
    margin: 0,
    "@media": {
      [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    },
  },
]);
/** A saved or resolved payout account, and the confirmation's figures: a quiet box. */
export const panel = style([ui.panel({ padding: "3" }), ui.column({ gap: "1" })]);
/** 'Change bank account': a native disclosure, so it opens with JavaScript off. */
export const disclosure = style({ minWidth: 0 });
export const disclosureBody = style({ paddingTop: vars.space["3"] });
/** The schedule's two choices, one under the other. */
export const choices = style([ui.column({ gap: "2" }), { border: 0, padding: 0, margin: 0, minWidth: 0 }]);
