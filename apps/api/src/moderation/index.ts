// The public entry of moderation/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { listReportedReviews, moderateReview, pendingReportCount, reportReview } from "./moderation.ts";
export { moderationRoutes } from "./moderation-routes.ts";
export { reviewReportRoutes } from "./review-report-routes.ts";
