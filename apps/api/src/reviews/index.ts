// The public entry of reviews/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { replyToReview, writeReview } from "./review-write-routes.ts";
