import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const form = ui.column({ gap: "4" });
export const pair = ui.cardList({ layout: "halves", gap: "4" });
export const fieldset = ui.fieldRow();
export const legend = ui.fieldLegend;
export const help = ui.fieldHelp;
/** A long list scrolls inside its own box so the form stays short. */
export const choices = style([
  ui.panel({ tone: "outline", padding: "2" }),
  {
    display: "grid",
    gap: vars.space["1"],
    maxHeight: "min(50vh, 288px)",
    overflowY: "auto",
    "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
  },
]);
export const check = style([
  ui.choiceRow({ framed: false }),
  {
    paddingInline: vars.space["1"],
    overflowWrap: "anywhere",
    // A choice the filter leaves out (the `hidden` attribute, which display: flex would override).
    selectors: { "&[hidden]": { display: "none" } },
  },
]);
export const box = ui.choiceInput();
export const actions = ui.cluster({ gap: "3" });
export const feeRows = ui.cardList({ gap: "4" });
export const feeRow = style([
  ui.column({ gap: "2" }),
  { paddingBottom: vars.space["4"], borderBottom: `1px solid ${vars.color.border}` },
]);
export const feeSummary = ui.cardList({ gap: "2" });
export const feeSummaryRow = ui.cluster({ gap: "3", justify: "between", align: "stretch" });
export const amount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: "tabular-nums" });
export const policy = ui.pageSection({ gap: "6" });
export const policySection = ui.column({ gap: "3" });
export const error = style([ui.fieldHelp, { color: vars.color.danger }]);
