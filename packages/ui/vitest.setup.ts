import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, expect, vi } from "vitest";

afterEach(() => cleanup());

// The jsdom files share one document and module graph (vitest.config.ts): a file that leaves nodes in
// the page or fake timers on fails here, itself, and not whichever file happens to run after it.
afterAll(() => {
  if (typeof document !== "undefined") expect(document.body.innerHTML).toBe("");
  expect(vi.isFakeTimers()).toBe(false);
});

// jsdom lacks these; Radix and the ChipList ask for them. (A test in the node environment has no
// window at all and needs none of them.)
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// axe probes canvas for icon ligatures; jsdom has none.
if (typeof HTMLCanvasElement !== "undefined")
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement["getContext"];
