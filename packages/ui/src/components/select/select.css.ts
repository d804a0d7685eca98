import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  width: "100%",
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  fontSize: vars.fontSize.md,
  textAlign: "start",
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&[data-placeholder]": { color: vars.color.textMuted },
    "&:hover:not(:disabled)": { borderColor: vars.color.textMuted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { background: vars.color.surfaceMuted, cursor: "not-allowed" },
  },
});
export const label = style({
  display: "block",
  fontWeight: vars.fontWeight.medium,
});
