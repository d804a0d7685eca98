import { media, vars } from "@marketplace/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** The form, and the summary beside it from the large breakpoint (under it on a phone). */
export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  minWidth: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(18rem, 24rem)" } },
});
/** One column whose track never grows past its box (a long email address is cut, not widened). */
export const column = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["6"],
  minWidth: 0,
});
export const aside = style({ minWidth: 0 });

/** A fieldset that looks like the rest of the form: no frame, legend as a label. */
export const fieldset = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: "grid",
  gap: vars.space["2"],
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space["2"],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["1"],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
globalStyle(`${error} svg`, { flexShrink: 0, marginTop: "2px" });

/** Two or three choices side by side as one control (native radios: arrows move between them). */
export const segmented = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space["2"],
});
export const option = style({
  position: "relative",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const optionText = style({ display: "grid", gap: "2px" });
export const optionHelp = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const nativeInput = style({
  width: "20px",
  height: "20px",
  margin: "2px 0 0",
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: "pointer",
});

/** Concerns: native checkboxes in columns. */
export const checks = style({
  display: "grid",
  gap: vars.space["1"],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const check = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.size.target,
  cursor: "pointer",
});

/** The day's open times: buttons that stay pressed when chosen. */
export const slots = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const slot = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `0 ${vars.space["2"]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { background: vars.color.accentSoft, borderColor: vars.color.accent },
    "&[aria-pressed='true']": {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
export const picker = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  display: "grid",
  gap: vars.space["3"],
  padding: vars.space["4"],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});
export const dateField = style({ maxWidth: "16rem" });
export const zone = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${zone} svg`, { flexShrink: 0 });

/** The course's sessions, one row each. */
export const sessions = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const session = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  display: "grid",
  gap: vars.space["2"],
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  minWidth: 0,
});
export const sessionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
});
export const sessionWhen = style({ display: "grid", gap: "2px", minWidth: 0 });
export const sessionActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });
export const countField = style({ maxWidth: "12rem" });
export const cadence = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  display: "grid",
  gap: vars.space["3"],
  padding: vars.space["4"],
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAccent,
});

/** Participant emails. */
export const emailRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["2"],
  alignItems: "end",
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
/** A participant: a pill that removes itself, 44 px tall to touch, the address cut with an ellipsis. */
export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  maxWidth: "100%",
  minHeight: vars.size.target,
  padding: `0 ${vars.space["3"]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
globalStyle(`${chips} > li`, { minWidth: 0, maxWidth: "100%" });
export const tagText = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
globalStyle(`${tag} svg`, { flexShrink: 0 });

/** Summary panel. */
export const who = style({ display: "flex", alignItems: "center", gap: vars.space["3"], minWidth: 0 });
export const facts = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
});
export const fact = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  display: "grid",
  gap: "2px",
  minWidth: 0,
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const address = style({ fontStyle: "normal" });
export const seriesList = style({
  display: "grid",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const seriesItem = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space["1"],
  fontSize: vars.fontSize.sm,
});
export const status = style({ fontWeight: vars.fontWeight.semibold });
export const statusOpen = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const pending = style({ color: vars.color.textMuted });
export const totalRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space["2"],
  paddingTop: vars.space["3"],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});
export const live = style({ display: "block" });
