import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "./contract.css.ts";
import { media } from "./tokens.ts";

/**
 * The layout props of Box, Stack and Inline. Every value is a class in the stylesheet AND an entry in
 * the runtime map that every page downloads (sprinkles resolves props to classes in the browser), so
 * the set is kept to what screens use: only the properties a layout switches at a breakpoint are
 * responsive (base = phones, 768 px or less, the spec's mobile layout; md = tablets and up; lg = 1024 px
 * and up), everything else is one class per value. A layout that needs more has its own style.
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
    display: ["none", "block", "flex", "grid"],
    flexDirection: ["row", "column"],
    gap: vars.space,
    gridTemplateColumns: {
      "1": "minmax(0, 1fr)",
      "2": "repeat(2, minmax(0, 1fr))",
      "3": "repeat(3, minmax(0, 1fr))",
      "4": "repeat(4, minmax(0, 1fr))",
      sidebar: "minmax(220px, 280px) minmax(0, 1fr)",
    },
  },
});

/** Alignment, spacing and placement: the same at every width. */
const placement = defineProperties({
  properties: {
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    textAlign: ["left", "center", "right"],
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    position: ["relative", "absolute", "sticky"],
    flexGrow: [0, 1],
    marginTop: { ...vars.space, auto: "auto" },
    width: { full: "100%", auto: "auto" },
    maxWidth: { content: vars.size.contentMax, measure: vars.size.measure, full: "100%" },
  },
  shorthands: {
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
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
