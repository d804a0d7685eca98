import * as ui from "@marketplace/ui/styles";
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
export const column = ui.column({ gap: "6" });
export const aside = style({ minWidth: 0 });

/** A fieldset that looks like the rest of the form: no frame, legend as a label. */
export const fieldset = ui.fieldRow();
export const legend = ui.fieldLegend;
export const help = ui.fieldHelp;
export const error = ui.fieldError;

/** Two or three choices side by side as one control (native radios: arrows move between them). */
export const segmented = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space["2"],
});
export const option = ui.choiceRow({ align: "start", size: "roomy", border: "strong" });
export const optionText = ui.choiceText;
export const optionHelp = ui.choiceHelp;
export const nativeInput = ui.choiceInput({ align: "start" });

/** Concerns: native checkboxes in columns. */
export const checks = style([
  ui.cardList({ gap: "1" }),
  { "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
]);
export const check = ui.choiceRow({ framed: false });

/** The day's open times: buttons that stay pressed when chosen. */
export const slots = style([
  ui.cardList({ gap: "2" }),
  { gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))" },
]);
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
export const picker = style([ui.column({ gap: "3" }), ui.panel()]);
export const dateField = style({ maxWidth: "16rem" });
export const zone = style([ui.cluster({ gap: "2", wrap: false }), ui.fieldHelp]);
globalStyle(`${zone} svg`, { flexShrink: 0 });

/** The course's sessions, one row each. */
export const sessions = ui.cardList({ gap: "3" });
export const session = style([ui.column({ gap: "2" }), ui.panel({ tone: "outline", padding: "3" })]);
export const sessionHead = ui.cluster({ justify: "between" });
export const sessionWhen = style([ui.column(), { gap: vars.hairline }]);
export const sessionActions = ui.cluster({ align: "stretch" });
export const countField = style({ maxWidth: "12rem" });
export const cadence = style([ui.column({ gap: "3" }), ui.panel({ tone: "accent" })]);

/** Participant emails. */
export const emailRow = ui.fieldRow({ layout: "inline" });
export const chips = style([ui.cardList({ layout: "wrap", gap: "2" })]);
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
export const who = ui.cluster({ gap: "3", wrap: false });
export const facts = style([ui.column({ gap: "3" }), { margin: 0 }]);
export const fact = style([ui.column(), { gap: vars.hairline }]);
export const term = ui.fieldHelp;
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const address = style({ fontStyle: "normal" });
export const seriesList = ui.cardList({ gap: "2" });
export const seriesItem = style([
  ui.cluster({ gap: "1", justify: "between", align: "stretch" }),
  { fontSize: vars.fontSize.sm },
]);
export const status = style({ fontWeight: vars.fontWeight.semibold });
export const statusOpen = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const pending = style({ color: vars.color.textMuted });
export const totalRow = style([
  ui.cluster({ justify: "between", align: "stretch", wrap: false }),
  {
    paddingTop: vars.space["3"],
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
  },
]);
export const live = style({ display: "block" });
