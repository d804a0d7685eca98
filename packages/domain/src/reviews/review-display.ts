import { formatShortDate } from "../dates/dates.ts";
import { READ_MORE_THRESHOLD, REVIEW_TEXT, SHORT_COMMENT_LIMIT } from "./review-text.ts";
import { halfStars } from "./stars.ts";

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
