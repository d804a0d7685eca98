import { halfStars, starParts } from "@marketplace/domain/reviews";
import { Star, StarHalf } from "lucide-react";
import { count as countClass, empty, rating, stars, value } from "./rating.css.ts";

const STAR_KEYS = ["one", "two", "three", "four", "five"];

export interface RatingProps {
  /** 0–5, shown with half-star precision. */
  value: number;
  /** Accessible text, e.g. '4.5 out of 5 from 12 reviews'. */
  label: string;
  /** Review count shown after the stars, e.g. '(12)'. */
  countText?: string;
  size?: number;
}

export function Rating({ value: raw, label, countText, size = 16 }: RatingProps) {
  const parts = starParts(raw);
  return (
    <span className={rating} role="img" aria-label={label}>
      <span className={stars} aria-hidden="true">
        {STAR_KEYS.slice(0, parts.full).map((key) => (
          <Star key={key} size={size} fill="currentColor" strokeWidth={1.5} />
        ))}
        {parts.half ? <StarHalf size={size} fill="currentColor" strokeWidth={1.5} /> : null}
        {STAR_KEYS.slice(5 - parts.empty).map((key) => (
          <Star key={key} size={size} className={empty} strokeWidth={1.5} />
        ))}
      </span>
      <span className={value} aria-hidden="true">
        {halfStars(raw).toFixed(1)}
      </span>
      {countText ? (
        <span className={countClass} aria-hidden="true">
          {countText}
        </span>
      ) : null}
    </span>
  );
}
