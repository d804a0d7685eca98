import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const notice = style([
  ui.cluster({ gap: "3", align: "start", wrap: false }),
  ui.panel({ radius: "card" }),
  { background: vars.color.warningSoft, border: `1px solid ${vars.color.warning}`, color: vars.color.text },
]);
export const text = style([ui.column({ gap: "2" }), { margin: 0 }]);
