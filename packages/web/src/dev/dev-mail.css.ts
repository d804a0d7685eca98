import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const page = style({
  maxWidth: "760px",
  margin: "0 auto",
  padding: `${vars.space["12"]} ${vars.space["4"]}`,
});
export const list = ui.cardList({ gap: "4" });
// Emails are plain text with line breaks; long links wrap instead of widening the page.
export const body = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", marginTop: vars.space["3"] });
