import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "./contract.css.ts";
import { media } from "./tokens.ts";

/**
 * Layout properties that can change at the layout breakpoints: base = phones (768 px or less, the spec's
 * mobile layout), md = tablets and up, lg = 1024 px and up. Each condition is a class per value in the
 * stylesheet and an entry in the runtime map every page downloads, so the 640 and 1280 px breakpoints,
 * which no layout switches at, are media queries in the components' own styles instead.
 */
const responsive = defineProperties({
  conditions: {
    base: {},
    md: { "@media": media.md },
    lg: { "@media": media.lg },
  },
  defaultCondition: "base",
  responsiveArray: ["base", "md", "lg"],
  properties: {
    display: ["none", "block", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: {
      "1": "minmax(0, 1fr)",
      "2": "repeat(2, minmax(0, 1fr))",
      "3": "repeat(3, minmax(0, 1fr))",
      "4": "repeat(4, minmax(0, 1fr))",
      sidebar: "minmax(220px, 280px) minmax(0, 1fr)",
    },
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
  },
});

/** Placement and sizing: the same at every width (a layout that changes them has its own style). */
const placement = defineProperties({
  properties: {
    position: ["relative", "absolute", "sticky"],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignSelf: ["stretch", "flex-start", "center", "flex-end"],
    rowGap: vars.space,
    columnGap: vars.space,
    marginTop: { ...vars.space, auto: "auto" },
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: "auto" },
    marginRight: { ...vars.space, auto: "auto" },
    width: { full: "100%", auto: "auto" },
    maxWidth: { content: vars.size.contentMax, measure: vars.size.measure, full: "100%" },
  },
  shorthands: {
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

/** Colours and surfaces: the same at every width. */
const surfaces = defineProperties({
  properties: {
    background: {
      page: vars.color.page,
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      accentSoft: vars.color.surfaceAccent,
      infoSoft: vars.color.infoSoft,
      successSoft: vars.color.successSoft,
      warningSoft: vars.color.warningSoft,
      dangerSoft: vars.color.dangerSoft,
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      accent: vars.color.accentText,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    overflow: ["hidden", "auto", "visible"],
  },
});

export const sprinkles = createSprinkles(responsive, placement, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
