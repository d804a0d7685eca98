import { amber, blue, grass, red, sand, teal } from "@radix-ui/colors";

/**
 * Colour roles, from Radix Colors' accessible scales: a calm teal accent on warm sand neutrals,
 * semantic scales for success, warning, danger and info. Text pairs meet WCAG AA (checked in
 * palette.test.ts). Plain values (not a .css.ts file) so tests can read them.
 */
export const globalPalette = {
  page: sand.sand1,
  surface: "#ffffff",
  surfaceMuted: sand.sand2,
  surfaceSunken: sand.sand3,
  surfaceAccent: teal.teal2,
  border: sand.sand5,
  /** Field and control edges: 3:1 against white (WCAG 1.4.11). */
  borderStrong: sand.sand9,
  text: sand.sand12,
  textMuted: sand.sand11,
  textOnAccent: "#ffffff",
  accent: teal.teal11,
  accentHover: "#00705f",
  accentSoft: teal.teal3,
  /** Teal 11 darkened a step so links and accent text reach 4.5:1 on every light surface. */
  accentText: "#00705f",
  focus: blue.blue9,
  success: grass.grass11,
  successSoft: grass.grass3,
  warning: amber.amber11,
  warningSoft: amber.amber3,
  danger: red.red11,
  dangerHover: red.red12,
  dangerSoft: red.red3,
  info: blue.blue11,
  infoSoft: blue.blue3,
  /** Stars are decoration: the number and the label beside them carry the rating. */
  star: amber.amber9,
  starEmpty: sand.sand8,
  overlay: "rgba(33, 32, 28, 0.45)",
};

/** The Nigerian site shares the brand today; its own palette keeps the door open to differ. */
export const nigeriaPalette: typeof globalPalette = { ...globalPalette };

export type Palette = typeof globalPalette;
