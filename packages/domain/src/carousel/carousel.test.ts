import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  carouselReducer,
  initialCarousel,
  shouldAutoplay,
  shouldLoadReviews,
  slidesFor,
  swipeDirection,
} from "./carousel.ts";

describe("carousel moves", () => {
  it("wraps next to the start and previous to the end", () => {
    let s = initialCarousel(3);
    s = carouselReducer(s, { type: "prev", now: 0 });
    expect(s.index).toBe(2);
    s = carouselReducer(s, { type: "next", now: 1000 });
    expect(s.index).toBe(0);
  });

  it("ignores moves within 500 ms of the last one", () => {
    const moved = carouselReducer(initialCarousel(5), { type: "next", now: 1000 });
    expect(carouselReducer(moved, { type: "next", now: 1499 })).toBe(moved);
    expect(carouselReducer(moved, { type: "next", now: 1500 }).index).toBe(2);
  });

  it("stays put with no slides and clamps when the count shrinks", () => {
    const empty = initialCarousel(0);
    expect(carouselReducer(empty, { type: "next", now: 0 })).toBe(empty);
    const at4 = { index: 4, count: 5, lockedUntil: 0 };
    expect(carouselReducer(at4, { type: "setCount", count: 2 }).index).toBe(1);
    expect(carouselReducer(at4, { type: "setCount", count: 0 }).index).toBe(0);
  });

  it("always keeps the index in range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.boolean(), { maxLength: 50 }),
        (count, moves) => {
          let s = initialCarousel(count);
          moves.forEach((next, i) => {
            s = carouselReducer(s, { type: next ? "next" : "prev", now: i * 600 });
          });
          return s.index >= 0 && s.index < count;
        },
      ),
    );
  });
});

describe("layout and behaviour", () => {
  it.each([
    [1440, 3, 32],
    [1280, 3, 32],
    [1100, 2, 24],
    [800, 2, 20],
    [700, 1, 20],
    [375, 1, 0],
  ])("at %i px shows %i slides with a %i px gap", (width, visible, gap) => {
    expect(slidesFor(width)).toEqual({ visible, gap });
  });

  it("autoplays only with more reviews than slots, pausing while moving or hovered on desktop", () => {
    const base = { count: 5, visible: 3, moving: false, hovered: false, isMobile: false };
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, count: 3 })).toBe(false);
    expect(shouldAutoplay({ ...base, moving: true })).toBe(false);
    expect(shouldAutoplay({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...base, hovered: true, isMobile: true })).toBe(true);
  });

  it("needs 50 px to swipe on mobile and 70 px otherwise", () => {
    expect(swipeDirection(51, true)).toBe("next");
    expect(swipeDirection(51, false)).toBeNull();
    expect(swipeDirection(-71, false)).toBe("prev");
    expect(swipeDirection(10, true)).toBeNull();
  });

  it("loads reviews once, within 200 px of the viewport", () => {
    expect(shouldLoadReviews(200, 0)).toBe(true);
    expect(shouldLoadReviews(201, 0)).toBe(false);
    expect(shouldLoadReviews(0, 4)).toBe(false);
  });
});
