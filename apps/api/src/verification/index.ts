// The public entry of verification/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { licenceExpirySweep } from "./expiry-sweep.ts";
export {
  type CheckDecision,
  dayOf,
  decideCheck,
  isLicenceVerified,
  listChecks,
  pendingCheckCount,
  refreshVerifiedUntil,
  sendLicenceExpiryNotices,
} from "./verification.ts";
export { verificationRoutes } from "./verification-routes.ts";
