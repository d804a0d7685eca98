// The public entry of reviews/: what other features may import (docs/decisions/036-feature-boundaries.md).

export { ratingSummary, refreshProviderRating } from "./review-queries.ts";
export { replyToReview, writeReview } from "./review-write-routes.ts";
