import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The booking's facts: term above value on a phone, side by side from md. */
export const facts = style({
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: vars.space["6"] } },
});
export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const value = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere" });
export const plainList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["2"],
});
export const who = style({ display: "flex", alignItems: "center", gap: vars.space["3"], minWidth: 0 });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
});
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: "grid",
  gap: vars.space["3"],
});
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
  marginBottom: vars.space["2"],
});
export const day = style({ display: "grid", gap: vars.space["2"] });
export const dayTitle = style({
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
/** A day's times as tappable chips that wrap. */
export const slots = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const slot = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.surfaceAccent },
  },
});
export const choice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  cursor: "pointer",
  overflowWrap: "anywhere",
});
export const box = style({
  width: "20px",
  height: "20px",
  flexShrink: 0,
  margin: 0,
  accentColor: vars.color.accent,
});
export const weekNav = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space["3"],
  alignItems: "center",
});
