/** Breakpoints from the spec: mobile layout at 768 px or less. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const CONTENT_MAX_WIDTH = 1440;

/** Media queries for the layouts above each breakpoint (md means "wider than the mobile layout"). */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md + 1}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  /** The narrowest phones (320–359 px), where the header drops the brand's word and keeps its mark. */
  narrow: "screen and (max-width: 359px)",
  /** The mobile layout: 768 px or less. */
  mobile: `screen and (max-width: ${breakpoints.md}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  finePointer: "(hover: hover) and (pointer: fine)",
} as const;
