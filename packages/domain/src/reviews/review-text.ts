import { INVALID_DATE } from "../dates/dates.ts";

/** Spec sections 5 and 8: how a review reads on a card. */

export const SHORT_COMMENT_LIMIT = 35;
export const READ_MORE_THRESHOLD = 100;
export const REVIEW_PAGE_SIZE = 10;

/** Texts a provider card shows, as constants of their own: a card needs no other review text. */
export const NO_RATINGS_TOOLTIP = "Be the first to rate this provider!";
/** Spec screen 4's empty state: where a provider's rating would be, when nobody has reviewed them. */
export const NO_REVIEWS = "NO REVIEWS";
export const SHOW_LESS = "Show less";

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
