import { describe, expect, it } from "vitest";
import { globalPalette, nigeriaPalette, type Palette } from "./palette.ts";

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Role = keyof Palette;
/** Text (4.5:1) and UI edges (3:1) as the components pair them. */
const TEXT_PAIRS: Array<[Role, Role]> = [
  ["text", "page"],
  ["text", "surface"],
  ["textMuted", "page"],
  ["textMuted", "surface"],
  ["textMuted", "surfaceMuted"],
  ["accentText", "surface"],
  ["accentText", "page"],
  ["accentText", "accentSoft"],
  ["textOnAccent", "accent"],
  ["textOnAccent", "accentHover"],
  ["textOnAccent", "danger"],
  ["success", "successSoft"],
  ["danger", "dangerSoft"],
  ["danger", "surface"],
  ["text", "warningSoft"],
  ["text", "infoSoft"],
  ["text", "surfaceMuted"],
];
const EDGE_PAIRS: Array<[Role, Role]> = [
  ["borderStrong", "surface"],
  ["focus", "surface"],
  ["focus", "page"],
  ["warning", "warningSoft"],
  ["info", "infoSoft"],
  ["success", "successSoft"],
];

describe.each([
  ["global", globalPalette],
  ["nigeria", nigeriaPalette],
])("%s palette", (_name, palette) => {
  it.each(TEXT_PAIRS)("%s on %s reaches 4.5:1", (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(EDGE_PAIRS)("%s on %s reaches 3:1", (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
