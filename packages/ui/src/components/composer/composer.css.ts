import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/**
 * One rounded field holding everything a message needs: what is queued or being edited above, the
 * text, then a bar with the attachments on one side and Send on the other. The focus ring is the
 * field's (the text area inside has none of its own).
 */
export const frame = style({
  display: "grid",
  gap: vars.space["2"],
  minWidth: 0,
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.soft,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:focus-within": {
      borderColor: vars.color.accent,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 1,
    },
  },
});
export const header = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });
export const text = style({
  display: "block",
  width: "100%",
  minWidth: 0,
  margin: 0,
  padding: `${vars.space["1"]} ${vars.space["1"]}`,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  resize: "none",
  outline: "none",
  "::placeholder": { color: vars.color.textMuted },
});
export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  minWidth: 0,
  paddingTop: vars.space["2"],
  borderTop: `1px solid ${vars.color.border}`,
});
export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["1"],
  minWidth: 0,
});
export const action = style({ flexShrink: 0, marginLeft: "auto" });
