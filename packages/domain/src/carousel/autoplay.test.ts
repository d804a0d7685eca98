import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutoplay } from "./autoplay.ts";
import { AUTOPLAY_MS, carouselReducer, initialCarousel, MOVE_LOCK_MS } from "./carousel.ts";

const desktop = { count: 5, visible: 3, moving: false, hovered: false, isMobile: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("autoplay", () => {
  it("ticks every 5 s while there are more reviews than slots", () => {
    const tick = vi.fn();
    const autoplay = createAutoplay(tick, desktop);
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
    autoplay.stop();
    vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("never ticks when every review fits", () => {
    const tick = vi.fn();
    createAutoplay(tick, { ...desktop, count: 3 });
    vi.advanceTimersByTime(AUTOPLAY_MS * 4);
    expect(tick).not.toHaveBeenCalled();
  });

  it("pauses while a move is in progress and waits a full interval after it", () => {
    const tick = vi.fn();
    const autoplay = createAutoplay(tick, desktop);
    vi.advanceTimersByTime(4000);
    autoplay.update({ moving: true });
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(tick).not.toHaveBeenCalled();
    autoplay.update({ moving: false });
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("pauses on hover on desktop, not on mobile", () => {
    const tick = vi.fn();
    const autoplay = createAutoplay(tick, desktop);
    autoplay.update({ hovered: true });
    vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    expect(tick).not.toHaveBeenCalled();
    autoplay.update({ isMobile: true });
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("restarts the interval after a move by hand", () => {
    const tick = vi.fn();
    const autoplay = createAutoplay(tick, desktop);
    vi.advanceTimersByTime(4000);
    autoplay.restart();
    vi.advanceTimersByTime(4000);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("drives the reducer: autoplay moves wrap, and a move within the lock is ignored", () => {
    let state = initialCarousel(4);
    const autoplay = createAutoplay(
      () => {
        state = carouselReducer(state, { type: "next", now: Date.now() });
      },
      { ...desktop, count: 4 },
    );
    vi.advanceTimersByTime(AUTOPLAY_MS * 4);
    expect(state.index).toBe(0);
    state = carouselReducer(state, { type: "prev", now: Date.now() + MOVE_LOCK_MS - 1 });
    expect(state.index).toBe(0);
    state = carouselReducer(state, { type: "prev", now: Date.now() + MOVE_LOCK_MS });
    expect(state.index).toBe(3);
    autoplay.stop();
  });
});
