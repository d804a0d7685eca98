import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const who = style({ display: "flex", alignItems: "center", gap: vars.space["3"] });
export const form = style({ maxWidth: 640 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
export const checkRow = style({ display: "flex", alignItems: "flex-start", gap: vars.space["3"] });
export const checkbox = style({
  width: 20,
  height: 20,
  marginTop: 2,
  flexShrink: 0,
  accentColor: vars.color.accent,
});
export const checkLabel = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
