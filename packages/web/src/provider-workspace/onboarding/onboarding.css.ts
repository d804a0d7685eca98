import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The steps wrap into two columns on a phone and one row on a desktop. */
export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["2"],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  counterReset: "step",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" } },
});

export const step = style({
  display: "grid",
  gap: vars.space["1"],
  minHeight: vars.size.target,
  padding: vars.space["2"],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const current = style({
  borderColor: vars.color.accent,
  background: vars.color.accentSoft,
});

export const state = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const done = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const tasks = style({
  margin: 0,
  paddingInlineStart: vars.space["6"],
  display: "grid",
  gap: vars.space["2"],
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
});
