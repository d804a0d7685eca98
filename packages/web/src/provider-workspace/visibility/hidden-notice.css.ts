import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const notice = style({
  display: "flex",
  gap: vars.space["3"],
  alignItems: "flex-start",
  padding: vars.space["4"],
  borderRadius: vars.radius.card,
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
});
export const text = style({ margin: 0, display: "grid", gap: vars.space["2"] });
