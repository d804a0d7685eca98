import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** One notification: a soft surface; unread ones carry an accent edge and a dot beside the title. */
export const item = style({
  display: "grid",
  gap: vars.space["2"],
  padding: vars.space["4"],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
  borderLeft: "4px solid transparent",
  minWidth: 0,
});
export const unreadItem = style({
  background: vars.color.surface,
  borderLeftColor: vars.color.accent,
  boxShadow: vars.shadow.soft,
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space["2"],
});
export const title = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: "anywhere",
  minWidth: 0,
});
export const dot = style({
  flexShrink: 0,
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
export const body = style({ margin: 0, overflowWrap: "anywhere" });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
});
export const top = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "flex-end",
  gap: vars.space["3"],
});

/** The email preferences' checkboxes: native, so the form works before (or without) the script. */
export const choices = style({
  display: "grid",
  gap: vars.space["2"],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const choice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  paddingBlock: vars.space["2"],
  cursor: "pointer",
});
export const box = style({
  flexShrink: 0,
  width: "20px",
  height: "20px",
  marginTop: "2px",
  accentColor: vars.color.accent,
});

export const formPage = style({
  display: "grid",
  gap: vars.space["4"],
  maxWidth: "40rem",
  marginInline: "auto",
  paddingBlock: vars.space["12"],
});
