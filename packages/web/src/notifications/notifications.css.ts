import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

/** One notification: a soft surface; unread ones carry an accent edge and a dot beside the title. */
export const item = style([
  ui.column({ gap: "2" }),
  ui.panel({ padding: "4" }),
  { borderLeft: "4px solid transparent" },
]);
export const unreadItem = style({
  background: vars.color.surface,
  borderLeftColor: vars.color.accent,
  boxShadow: vars.shadow.soft,
});

export const head = ui.cluster({ justify: "between", align: "baseline" });
export const title = style([
  ui.cluster({ wrap: false }),
  { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" },
]);
export const dot = style({
  flexShrink: 0,
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
export const body = style({ margin: 0, overflowWrap: "anywhere" });
export const actions = ui.cluster({ gap: "3" });
export const top = ui.cluster({ gap: "3", justify: "between", align: "end" });

export const formPage = style([
  ui.pageSection({ padding: "none", gap: "4" }),
  { maxWidth: "40rem", marginInline: "auto", paddingBlock: vars.space["12"] },
]);
