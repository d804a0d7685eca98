import { formatShortDate, INVALID_DATE } from "../dates/dates.ts";

/** Spec sections 5 and 8: how a review reads on a card. */

export const SHORT_COMMENT_LIMIT = 35;
export const READ_MORE_THRESHOLD = 100;
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_TEXT = {
  heading: "Feeling Unsure? Let Real Experiences Guide You",
  subtext:
    "See how others felt after connecting with our therapists. Their real experiences can help you choose with confidence.",
  empty: "Sorry, There are no reviews available at the moment.",
  noComment: "No comment provided.",
  noRating: "N/A",
  anonymous: "Anonymous",
  invalidDate: INVALID_DATE,
  emptyCardTitle: "No Reviews Yet",
  emptyCardText: "Check back later for client feedback!",
  noRatingsTooltip: "Be the first to rate this provider!",
  noReviews: "NO REVIEWS",
  readMore: "Read more",
  showLess: "Show less",
} as const;

export interface ReviewInput {
  reviewBy?: { firstName?: string | null; lastName?: string | null } | null;
  createdAt?: string | null;
  rating?: number | null;
  comment?: string | null;
}

export const reviewerName = (review: ReviewInput) => {
  const name = [review.reviewBy?.firstName, review.reviewBy?.lastName].filter((p) => p?.trim()).join(" ");
  return name || REVIEW_TEXT.anonymous;
};

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

export function reviewDisplay(review: ReviewInput) {
  const comment = review.comment?.trim() ? review.comment.trim() : null;
  const rating =
    typeof review.rating === "number" && Number.isFinite(review.rating) ? halfStars(review.rating) : null;
  return {
    name: reviewerName(review),
    date: review.createdAt ? formatShortDate(review.createdAt) : REVIEW_TEXT.invalidDate,
    rating,
    ratingText: rating === null ? REVIEW_TEXT.noRating : rating.toFixed(1),
    comment: comment ?? REVIEW_TEXT.noComment,
    /** Under 35 characters the comment is shown larger and centred. */
    isShort: comment !== null && comment.length < SHORT_COMMENT_LIMIT,
    /** 'Read more' only for comments over 100 characters. */
    hasReadMore: comment !== null && comment.length > READ_MORE_THRESHOLD,
  };
}
