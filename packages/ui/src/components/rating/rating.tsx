import { starParts } from "@marketplace/domain/reviews";
import { Star } from "lucide-react";
import { count as countClass, fill, half, rating, star, stars, value } from "./rating.css.ts";

const STAR_KEYS = ["one", "two", "three", "four", "five"] as const;

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
  return (
    <span className={rating} role="img" aria-label={label}>
      <span className={stars} aria-hidden="true">
        {STAR_KEYS.map((key, i) => {
          const kind = i < parts.full ? "full" : i < parts.full + parts.half ? "half" : "empty";
          return (
            <span key={key} className={star}>
              <Star size={size} strokeWidth={1.5} />
              {kind === "empty" ? null : (
                <span className={kind === "half" ? `${fill} ${half}` : fill}>
                  <Star size={size} fill="currentColor" strokeWidth={1.5} />
                </span>
              )}
            </span>
          );
        })}
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
