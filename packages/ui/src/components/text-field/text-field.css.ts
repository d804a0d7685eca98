import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space["1"] });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const input = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { background: vars.color.surfaceMuted, cursor: "not-allowed" },
  },
});
export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
