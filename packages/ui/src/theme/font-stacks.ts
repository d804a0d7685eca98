import { createFontStack } from "@capsizecss/core";

// Metric-matched fallbacks so text does not reflow when the web fonts arrive (font-display: swap).
// Capsize (@capsizecss/core) scales each local font to the web font's average character width and
// vertical metrics and names one @font-face per platform font, so whichever the phone has is the one
// adjusted: Arial/Helvetica (Windows, macOS, iOS), Roboto and Noto Serif (Android), Liberation and
// DejaVu (Linux, and the Chromium the Lighthouse bench runs). Before, one face listed only Arial,
// Helvetica and Liberation Sans with Arial's scale, so Android and Linux fell through to system-ui
// unscaled and a blog post's byline rewrapped (CLS 0.176, issue 25).
//
// The numbers are the fonts' own metrics, copied from @capsizecss/metrics 4.3.0 (a 169 MB package
// for these few fonts) and, for DejaVu, read from Debian's fonts-dejavu-core with
// @capsizecss/unpack. xWidthAvg is the Latin average: the sites are English.

type Metrics = Parameters<typeof createFontStack>[0][number];

const dmSans: Metrics = {
  familyName: "DM Sans Variable",
  ascent: 992,
  descent: -310,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 466,
};
const fraunces: Metrics = {
  familyName: "Fraunces Variable",
  ascent: 1956,
  descent: -510,
  lineGap: 0,
  unitsPerEm: 2000,
  xWidthAvg: 938,
};

const arial: Metrics = {
  familyName: "Arial",
  fullName: "Arial",
  postscriptName: "ArialMT",
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
const helvetica: Metrics = {
  familyName: "Helvetica",
  fullName: "Helvetica",
  ascent: 1577,
  descent: -471,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
// Liberation Sans is metric-compatible with Arial by design.
const liberationSans: Metrics = {
  ...arial,
  familyName: "Liberation Sans",
  fullName: "Liberation Sans",
  postscriptName: "LiberationSans",
};
const roboto: Metrics = {
  familyName: "Roboto",
  fullName: "Roboto Regular",
  postscriptName: "Roboto-Regular",
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
};
const dejaVuSans: Metrics = {
  familyName: "DejaVu Sans",
  fullName: "DejaVu Sans",
  postscriptName: "DejaVuSans",
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};

const georgia: Metrics = {
  familyName: "Georgia",
  fullName: "Georgia",
  ascent: 1878,
  descent: -449,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
const timesNewRoman: Metrics = {
  familyName: "Times New Roman",
  fullName: "Times New Roman",
  postscriptName: "TimesNewRomanPSMT",
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xWidthAvg: 832,
};
// Liberation Serif is metric-compatible with Times New Roman.
const liberationSerif: Metrics = {
  ...timesNewRoman,
  familyName: "Liberation Serif",
  fullName: "Liberation Serif",
  postscriptName: "LiberationSerif",
};
const notoSerif: Metrics = {
  familyName: "Noto Serif",
  fullName: "Noto Serif Regular",
  postscriptName: "NotoSerif-Regular",
  ascent: 1069,
  descent: -293,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 481,
};
const dejaVuSerif: Metrics = {
  familyName: "DejaVu Serif",
  fullName: "DejaVu Serif",
  postscriptName: "DejaVuSerif",
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1058,
};

const stack = (metrics: Metrics[], generic: string) => {
  const { fontFamily, fontFaces } = createFontStack(metrics, { fontFaceFormat: "styleObject" });
  return { fontFamily: `${fontFamily}, ${generic}`, fontFaces: fontFaces.map((face) => face["@font-face"]) };
};

/** DM Sans for text, then its scaled platform fallbacks, then the platform's own sans-serif. */
export const bodyFontStack = stack(
  [dmSans, arial, helvetica, liberationSans, roboto, dejaVuSans],
  "system-ui, sans-serif",
);

/** Fraunces for headings, then its scaled platform fallbacks, then the platform's own serif. */
export const headingFontStack = stack(
  [fraunces, georgia, timesNewRoman, liberationSerif, notoSerif, dejaVuSerif],
  "serif",
);
