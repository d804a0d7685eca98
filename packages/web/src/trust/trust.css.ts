import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** The queue: one card under another at every width (a phone never scrolls sideways). */
export const list = style([ui.bareList, ui.column({ gap: "4" })]);
export const form = ui.column({ gap: "3" });
/** Licence details: one column on phones, three from tablets up. */
export const fields = ui.cardList({ layout: "thirds", gap: "3" });
export const actions = ui.cluster({ gap: "3" });
/** Emails, file names and review text may be one long word. */
export const wrap = style({ overflowWrap: "anywhere" });
export const tabs = style([ui.bareList, ui.cluster({ gap: "2" })]);
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accentText,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accentSoft, borderColor: vars.color.accentText },
  },
});
export const quote = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const reasons = style({ margin: 0, paddingInlineStart: vars.space["6"] });
