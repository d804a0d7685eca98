import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { input } from "../text-field/text-field.css.ts";

export const control = style({ position: "relative" });
/** The text box, with room on the right for the toggle. */
export const box = style([input, { paddingInlineEnd: `calc(${vars.size.target} + ${vars.space["1"]})` }]);
export const toggle = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineEnd: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.target,
  border: 0,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  borderRadius: vars.radius.control,
});
/** The popup: list and 'no matches' note, under the box and over what follows. */
export const popup = style({
  position: "absolute",
  insetInline: 0,
  top: `calc(100% + ${vars.space["1"]})`,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.raised,
  padding: vars.space["1"],
  selectors: { "&[hidden]": { display: "none" } },
});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  maxHeight: "min(288px, 45vh)",
  overflowY: "auto",
  overscrollBehavior: "contain",
});
export const option = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  borderRadius: "6px",
  color: vars.color.text,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-highlighted='true']": { background: vars.color.accentSoft, color: vars.color.accentText },
  },
});
export const empty = style({
  display: "block",
  margin: 0,
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  color: vars.color.textMuted,
  selectors: { "&:empty": { display: "none" } },
});
/** The native <select> shown before the script runs, styled like the other fields. */
export const native = style([input, { appearance: "auto", cursor: "pointer" }]);
