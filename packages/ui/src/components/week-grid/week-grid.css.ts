import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { media } from "../../theme/tokens.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space["3"], minWidth: 0 });
export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
});
export const week = style({ fontWeight: vars.fontWeight.semibold, textAlign: "center" });
export const step = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
/** Seven columns on wide screens; on a phone each day is a row whose times wrap. */
export const days = style({
  display: "grid",
  gap: vars.space["2"],
  gridTemplateColumns: "1fr",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" } },
});
export const day = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  minWidth: 0,
  "@media": {
    [media.mobile]: {
      flexDirection: "row",
      alignItems: "flex-start",
      paddingBottom: vars.space["2"],
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
export const dayName = style({
  display: "flex",
  flexDirection: "column",
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
  "@media": { [media.md]: { textAlign: "center" }, [media.mobile]: { flex: "0 0 4.5rem" } },
});
export const weekday = style({ fontWeight: vars.fontWeight.semibold });
export const times = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
  minWidth: 0,
  "@media": { [media.mobile]: { flexDirection: "row", flexWrap: "wrap", flex: 1 } },
});
export const none = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  "@media": { [media.md]: { textAlign: "center" } },
});
export const time = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `0 ${vars.space["1"]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.accentSoft, borderColor: vars.color.accent },
    "&[aria-pressed='true']": {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  "@media": { [media.mobile]: { width: "auto", padding: `0 ${vars.space["3"]}` } },
});
