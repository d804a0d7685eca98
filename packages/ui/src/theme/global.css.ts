import { fontFace, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { media } from "./tokens.ts";

// Metric-matched fallback so text does not jump when DM Sans arrives (font-display: swap).
fontFace(
  {
    src: 'local("Arial"), local("Helvetica"), local("Liberation Sans")',
    sizeAdjust: "104%",
    ascentOverride: "94%",
    descentOverride: "29%",
    lineGapOverride: "0%",
  },
  "DM Sans Fallback",
);

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  "@media": { [media.reducedMotion]: { scrollBehavior: "auto" } },
});
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
});
globalStyle("h1, h2, h3, h4, p, figure, blockquote, dl, dd", { margin: 0 });
globalStyle("img, svg, video", { display: "block", maxWidth: "100%" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("a", { color: vars.color.accentText });
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
