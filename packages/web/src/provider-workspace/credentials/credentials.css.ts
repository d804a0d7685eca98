import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
});

/** Details fields: one column on phones, three from tablets up. */
export const detailsGrid = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const fileField = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });
export const fileLabel = style({ fontWeight: vars.fontWeight.medium });
export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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

export const fileList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["2"],
});

/** A file row: a disclosure (<details>) so it opens and closes without JavaScript. */
export const fileRow = style({
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
});

export const fileSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.target,
  paddingInline: vars.space["3"],
  cursor: "pointer",
  listStyle: "none",
  overflowWrap: "anywhere",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "details[open] > summary > &": { transform: "rotate(90deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const fileName = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium });

export const fileBody = style({
  display: "grid",
  gap: vars.space["3"],
  padding: `0 ${vars.space["3"]} ${vars.space["3"]}`,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });
