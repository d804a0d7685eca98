import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const topUpForm = style({ display: "grid", gap: vars.space["3"] });
export const amountRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space["3"],
});
export const amountField = style({ flex: "1 1 14rem", minWidth: 0 });
/** Lines the button up with the input under the field's label. */
export const proceed = style({
  marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space["2"]})`,
  "@media": { "screen and (max-width: 480px)": { width: "100%", marginTop: 0 } },
});
export const busy = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  padding: vars.space["4"],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
});
