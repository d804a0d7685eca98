/** Spec sections 3 and 8: ratings have half-star precision. */

/** Half-star precision: rounds to the nearest 0.5 within 0–5. */
export function halfStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** Stars to draw: full, half and empty counts that always add up to 5. */
export function starParts(rating: number): { full: number; half: number; empty: number } {
  const r = halfStars(rating);
  const full = Math.floor(r);
  const half = r - full === 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}
