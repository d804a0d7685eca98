import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const topUpForm = ui.column({ gap: "3" });
/** The field over Proceed: the wallet card sits in a narrow column on wide screens as on phones. */
export const amountRow = ui.column({ gap: "3", items: "start" });
export const amountField = style({ width: "100%", minWidth: 0 });
export const proceed = style({ "@media": { [media.mobile]: { width: "100%" } } });
export const busy = style([ui.cluster({ gap: "3", align: "start", wrap: false }), ui.panel()]);

export const statement = ui.cardList({ gap: "0" });
export const line = style([
  ui.cluster({ justify: "between" }),
  {
    gap: `${vars.space["2"]} ${vars.space["4"]}`,
    padding: `${vars.space["4"]} 0`,
    selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  },
]);
export const lineText = style([ui.column({ gap: "1" }), { flex: "1 1 12rem" }]);
export const lineEnd = ui.cluster({ gap: "4" });
export const amount = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
export const credit = style({ color: vars.color.success });

export const receipt = style({ maxWidth: "40rem", width: "100%", height: "auto" });
export const facts = style({
  display: "grid",
  gap: vars.space["1"],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(8rem, auto) 1fr", gap: vars.space["3"] } },
});
/** Stacked on phones: each name sits close to its value, apart from the pair before it. */
export const factName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { "&:not(:first-of-type)": { marginTop: vars.space["3"] } },
  "@media": { [media.sm]: { selectors: { "&:not(:first-of-type)": { marginTop: 0 } } } },
});
export const factValue = style({ margin: 0, overflowWrap: "anywhere", fontWeight: vars.fontWeight.medium });
export const total = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.semibold });
/** On paper: no buttons. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });
