import { describe, expect, it } from "vitest";
import { bodyFontStack, headingFontStack } from "./font-stacks.ts";

const faceFor = (stack: typeof bodyFontStack, local: string) =>
  stack.fontFaces.find((face) => String(face.src).includes(`local('${local}')`));

describe("font stacks", () => {
  it("puts the web font first, its scaled fallbacks next and a generic family last", () => {
    expect(bodyFontStack.fontFamily).toMatch(/^"DM Sans Variable", "DM Sans Variable Fallback: Arial"/);
    expect(bodyFontStack.fontFamily).toMatch(/, sans-serif$/);
    expect(headingFontStack.fontFamily).toMatch(
      /^"Fraunces Variable", "Fraunces Variable Fallback: Georgia"/,
    );
    expect(headingFontStack.fontFamily).toMatch(/, serif$/);
    for (const face of [...bodyFontStack.fontFaces, ...headingFontStack.fontFaces]) {
      expect(bodyFontStack.fontFamily + headingFontStack.fontFamily).toContain(face.fontFamily);
    }
  });

  // Android has Roboto and Noto Serif, Linux DejaVu: without their own faces they fell through to
  // the platform font unscaled and text rewrapped when the web font arrived (issue 25, CLS 0.176).
  it("scales the fonts of every platform, each by its own width", () => {
    const scale = (stack: typeof bodyFontStack, local: string) =>
      Number.parseFloat(String(faceFor(stack, local)?.sizeAdjust));
    expect(scale(bodyFontStack, "Arial")).toBeCloseTo(104.5, 1);
    expect(scale(bodyFontStack, "Liberation Sans")).toBeCloseTo(104.5, 1);
    expect(scale(bodyFontStack, "Roboto Regular")).toBeCloseTo(104.8, 1);
    // DejaVu Sans is wider than DM Sans, so it is drawn smaller.
    expect(scale(bodyFontStack, "DejaVu Sans")).toBeCloseTo(91.7, 1);
    expect(scale(headingFontStack, "Georgia")).toBeCloseTo(105.2, 1);
    expect(scale(headingFontStack, "Noto Serif Regular")).toBeGreaterThan(0);
    expect(scale(headingFontStack, "DejaVu Serif")).toBeLessThan(100);
  });
});
