import * as ui from "@marketplace/ui/styles";
import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The pages after booking: the facts beside the sessions on a wide screen, one column on a phone. */
export const columns = style({
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const party = ui.cluster({ gap: "4", wrap: false });
export const partyName = style({ minWidth: 0, overflowWrap: "anywhere" });

/** Label and value pairs side by side at every width: the labels are short, long values wrap. */
export const facts = style({
  margin: 0,
  display: "grid",
  // Labels as wide as they need up to half the list, then they wrap: a long label (a provider's
  // commission) never squeezes the values to a letter a line at 375 px.
  gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
  gap: `${vars.space["3"]} ${vars.space["4"]}`,
  alignItems: "baseline",
  "@media": { [media.sm]: { columnGap: vars.space["6"] } },
});
export const factLabel = ui.fieldHelp;
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });
export const total = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const sessions = ui.cardList({ gap: "3" });
export const session = style([ui.column({ gap: "2" }), ui.panel({ padding: "3" })]);
export const sessionHead = ui.cluster({ justify: "between", align: "stretch" });
export const status = style({
  display: "inline-flex",
  alignItems: "center",
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The hold's clock: large, and its digits do not jiggle as they change. */
export const clock = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text,
  margin: 0,
});

export const actions = ui.cluster({ gap: "3", align: "stretch" });
export const form = ui.column({ gap: "3" });

/** The schedule form's native select: it posts without JavaScript and groups times by day. */
export const selectLabel = style({ fontWeight: vars.fontWeight.medium });
export const select = style({
  width: "100%",
  maxWidth: "28rem",
  minHeight: vars.size.target,
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
export const address = style({ fontStyle: "normal" });
/** The question before cancelling, set apart from the terms above it. */
export const confirm = style([
  ui.column({ gap: "3" }),
  { paddingTop: vars.space["4"], borderTop: `1px solid ${vars.color.border}` },
]);

/** The pay form's 'Use wallet balance': a native checkbox, so it posts without JavaScript. */
export const check = ui.choiceRow({ framed: false });
export const box = ui.choiceInput();

/** A payment being checked: the spinner beside what is happening. */
export const checking = ui.cluster({ gap: "3", wrap: false });

/** The appointments page: a list's title and its count, and its status filter (a GET form). */
export const listHead = ui.cluster({ gap: "3", justify: "between", align: "baseline" });
export const filter = ui.cluster({ gap: "3" });
export const filterSelect = style([select, { width: "auto", maxWidth: "100%" }]);
export const listTabs = style([ui.bareList, ui.cluster({ gap: "2" })]);
