import { globalFontFace, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { bodyFontStack, headingFontStack } from "./font-stacks.ts";
import { media } from "./tokens.ts";

// Each platform font scaled to the web font it stands in for (font-stacks.ts says why).
for (const { fontFamily, ...face } of [...bodyFontStack.fontFaces, ...headingFontStack.fontFaces]) {
  globalFontFace(fontFamily, face);
}

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
globalStyle(":focus:not(:focus-visible)", { outline: "none" });
globalStyle("::selection", { background: vars.color.accentSoft, color: vars.color.text });
globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      // No movement at all: entering panels and menus appear in place (Radix mounts and
      // unmounts them at once when they have no animation), skeletons stop pulsing.
      animation: "none !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
