/**
 * Decision 037: a screen's `*.css.ts` takes its colours and its spacing from the ui theme (`vars`,
 * the recipes of `@marketplace/ui/styles`), never as raw values. This finds the raw ones: a colour
 * written as hex, rgb(), hsl() or another colour function, anywhere; a length in px, rem or em (or a
 * bare non-zero number) given to a margin, padding, gap or inset property. Sizes (widths, heights,
 * breakpoints) are not spacing and may be written out.
 */
export interface RawValue {
  line: number;
  kind: "colour" | "spacing";
  text: string;
}

const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g;
const SPACING =
  /\b(?:margin|padding|gap|rowGap|columnGap|inset|top|right|bottom|left|scrollMargin|scrollPadding)[A-Za-z]*["']?\s*:\s*("[^"]*"|'[^']*'|`[^`]*`|-?\d+(?:\.\d+)?)/g;
const LENGTH = /(?:^|[\s(,"'`])-?\d*\.?\d+(?:px|rem|em)\b/;
const NUMBER = /^-?(?:[1-9]\d*(?:\.\d+)?|0?\.\d*[1-9]\d*)$/;

const lineOf = (source: string, index: number) => source.slice(0, index).split("\n").length;

export function rawStyleValues(source: string): RawValue[] {
  const found: RawValue[] = [];
  for (const match of source.matchAll(COLOUR)) {
    found.push({ line: lineOf(source, match.index), kind: "colour", text: match[0] });
  }
  for (const match of source.matchAll(SPACING)) {
    // Interpolated theme values (`${vars.space["3"]}`) are the theme's; what is left is written out.
    const value = (match[1] ?? "").replace(/\$\{[^}]*\}/g, "");
    if (LENGTH.test(value) || NUMBER.test(value)) {
      found.push({ line: lineOf(source, match.index), kind: "spacing", text: match[0] });
    }
  }
  return found;
}
