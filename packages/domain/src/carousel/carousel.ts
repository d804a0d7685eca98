/** Spec sections 4 and 9: the reviews carousel (and the sign-up quote slider's timings). */

export const AUTOPLAY_MS = 5000;
export const MOVE_LOCK_MS = 500;
export const LAZY_LOAD_MARGIN_PX = 200;
export const MIN_CARD_WIDTH = 320;
export const SIGNUP_SLIDER = { autoplayMs: 5000, speedMs: 300 } as const;
/** The reviews section treats 640 px or less as mobile. */
export const REVIEWS_MOBILE_MAX = 640;

export interface CarouselState {
  index: number;
  count: number;
  /** Time until which moves are ignored (the 500 ms lock). */
  lockedUntil: number;
}

export type CarouselAction = { type: "next" | "prev"; now: number } | { type: "setCount"; count: number };

export const initialCarousel = (count: number): CarouselState => ({ index: 0, count, lockedUntil: 0 });

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (action.type === "setCount") {
    return {
      ...state,
      count: action.count,
      index: action.count === 0 ? 0 : Math.min(state.index, action.count - 1),
    };
  }
  if (state.count === 0 || action.now < state.lockedUntil) return state;
  const step = action.type === "next" ? 1 : -1;
  // next wraps to the start, previous wraps to the end
  const index = (state.index + step + state.count) % state.count;
  return { ...state, index, lockedUntil: action.now + MOVE_LOCK_MS };
}

/**
 * Slides visible and the gap between them by viewport width: 3 at 1280+, 2 at 1024+ and 768+,
 * 1 below 640 with no gap. Between 640 and 768 the spec is silent: one slide with a 20 px gap, so a
 * 320 px minimum card always fits.
 */
export function slidesFor(width: number): { visible: number; gap: number } {
  if (width >= 1280) return { visible: 3, gap: 32 };
  if (width >= 1024) return { visible: 2, gap: 24 };
  if (width >= 768) return { visible: 2, gap: 20 };
  if (width >= 640) return { visible: 1, gap: 20 };
  return { visible: 1, gap: 0 };
}

/** Autoplay runs only with more reviews than visible slots, and pauses while moving or hovered (desktop). */
export function shouldAutoplay(options: {
  count: number;
  visible: number;
  moving: boolean;
  hovered: boolean;
  isMobile: boolean;
}): boolean {
  if (options.count <= options.visible || options.moving) return false;
  return options.isMobile || !options.hovered;
}

/** A swipe counts past 50 px on mobile, 70 px otherwise; positive distance is a swipe left (next). */
export function swipeDirection(distance: number, isMobile: boolean): "next" | "prev" | null {
  const threshold = isMobile ? 50 : 70;
  if (distance > threshold) return "next";
  if (distance < -threshold) return "prev";
  return null;
}

/** Reviews load lazily: once, when the section comes within 200 px of the viewport. */
export function shouldLoadReviews(distanceToViewport: number, loaded: number): boolean {
  return loaded === 0 && distanceToViewport <= LAZY_LOAD_MARGIN_PX;
}
