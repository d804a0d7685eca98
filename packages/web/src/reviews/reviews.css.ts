import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const who = ui.cluster({ gap: "3", wrap: false });
export const form = style({ maxWidth: 640 });
export const actions = ui.cluster({ gap: "3", align: "stretch" });
export const checkRow = ui.cluster({ gap: "3", align: "start", wrap: false });
export const checkbox = ui.choiceInput({ align: "start" });
export const checkLabel = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
