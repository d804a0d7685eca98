import { INVALID_DATE } from "../dates/dates.ts";
import { NO_RATINGS_TOOLTIP, NO_REVIEWS, SHOW_LESS } from "./card-text.ts";

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
  noRatingsTooltip: NO_RATINGS_TOOLTIP,
  noReviews: NO_REVIEWS,
  readMore: "Read more",
  showLess: SHOW_LESS,
} as const;
