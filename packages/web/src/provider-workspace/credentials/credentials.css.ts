import * as ui from "@marketplace/ui/styles";
import { vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const sectionHead = ui.cluster({ justify: "between" });

/** Details fields: one column on phones, three from tablets up. */
export const detailsGrid = ui.cardList({ layout: "thirds", gap: "4" });

export const fileField = ui.column({ gap: "2" });
export const fileLabel = style({ fontWeight: vars.fontWeight.medium });
export const help = ui.fieldHelp;

/** The native file input stays visible (it works without JavaScript and shows the chosen name). */
export const fileInput = style({
  // A file input's intrinsic width is wide: sized to its column so a phone never scrolls sideways.
  width: "100%",
  minWidth: 0,
  minHeight: vars.size.target,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    "&::file-selector-button": {
      minHeight: vars.size.target,
      marginInlineEnd: vars.space["3"],
      paddingInline: vars.space["4"],
      borderRadius: vars.radius.control,
      border: `1px solid ${vars.color.borderStrong}`,
      background: vars.color.surface,
      color: vars.color.accentText,
      font: "inherit",
      fontWeight: vars.fontWeight.semibold,
      cursor: "pointer",
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const fileList = ui.cardList({ gap: "2" });

/** A file row: a disclosure (<details>) so it opens and closes without JavaScript. */
export const fileRow = ui.panel({ padding: "0" });

export const fileSummary = style([
  // Wraps: on a phone the document's state (a chip) goes under a long filename instead of squeezing
  // it to one letter a line.
  ui.cluster(),
  {
    minHeight: vars.size.target,
    paddingInline: vars.space["3"],
    cursor: "pointer",
    listStyle: "none",
    overflowWrap: "anywhere",
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "details[open] > summary > &": { transform: "rotate(90deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const fileName = style({ flex: "1 1 10rem", minWidth: 0, fontWeight: vars.fontWeight.medium });

export const fileBody = style([
  ui.column({ gap: "3" }),
  { padding: `0 ${vars.space["3"]} ${vars.space["3"]}` },
]);

export const actions = ui.cluster({ align: "stretch" });
