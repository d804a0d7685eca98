import { starParts } from "@marketplace/domain/reviews";
import { count as countClass, fill, outline, rating, stars, value } from "./rating.css.ts";

/** The space between two stars, in px. */
const GAP = 2;

export interface RatingProps {
  /** 0–5, shown with half-star precision (4.3 shows four and a half stars). */
  value: number;
  /** Accessible text from translations, e.g. '4.5 out of 5 from 12 reviews'. */
  label: string;
  /** Review count shown after the stars, e.g. '(12)'. */
  countText?: string;
  /** Show the number (4.5) after the stars. */
  showValue?: boolean;
  /** Star size in px (16 on cards, 20 on profiles). */
  size?: number;
}

/** Read-only stars; read out as one image with the given label. */
export function Rating({ value: raw, label, countText, showValue = true, size = 16 }: RatingProps) {
  const parts = starParts(raw);
  const shown = parts.full + parts.half / 2;
  const width = 5 * size + 4 * GAP;
  // The filled row shows up to the end of the last whole star, or the middle of the half one.
  const filled = parts.full * (size + GAP) + (parts.half ? size / 2 : 0);
  return (
    <span className={rating} role="img" aria-label={label}>
      <span className={stars} aria-hidden="true" style={{ width, height: size }}>
        <span className={outline} />
        {filled > 0 ? (
          <span className={fill} style={{ clipPath: `inset(0 ${Math.max(0, width - filled)}px 0 0)` }} />
        ) : null}
      </span>
      {showValue ? (
        <span className={value} aria-hidden="true">
          {shown.toFixed(1)}
        </span>
      ) : null}
      {countText ? (
        <span className={countClass} aria-hidden="true">
          {countText}
        </span>
      ) : null}
    </span>
  );
}
