import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: "6px", minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const input = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.textMuted },
    "&:focus": { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accentSoft}` },
    "&::placeholder": { color: vars.color.textMuted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&[aria-invalid='true']:focus": { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
    "&:disabled": {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: "not-allowed",
    },
  },
});
export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["1"],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
