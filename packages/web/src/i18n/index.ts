// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { authWords, provideAuthWords, tAuth } from "./auth.ts";
export { tAvailability } from "./availability.ts";
export { tBlog } from "./blog.ts";
export { tBooking } from "./booking.ts";
export { tBookingFollowups } from "./booking-followups.ts";
export { tBookingPages } from "./booking-pages.ts";
export { paginationLabels, tCommon } from "./common.ts";
export { tCredentials } from "./credentials.ts";
export { tDashboard } from "./dashboard.ts";
export { tDirectory } from "./directory.ts";
export { tEarnings } from "./earnings.ts";
export { tHome } from "./home.ts";
export { tLanding } from "./landing.ts";
export { tMessages } from "./messages.ts";
export { tNotifications } from "./notifications.ts";
export { tOnboarding } from "./onboarding.ts";
export { tPages } from "./pages.ts";
export { tProfile } from "./profile.ts";
export { tReviews } from "./reviews.ts";
export { provideWords } from "./served-words.ts";
export { tStaff } from "./staff.ts";
export { tWallet } from "./wallet.ts";
export { tWorkspace } from "./workspace.ts";
