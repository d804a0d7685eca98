// The public entry of auth/: what other features may import (docs/decisions/036-feature-boundaries.md).
export {
  authenticate,
  currentAuth,
  FORBIDDEN,
  NOT_SIGNED_IN,
  type Role,
  requireRole,
  requireSignedIn,
  requireUser,
} from "./auth-middleware.ts";
export type { EmailThrottle } from "./email-throttle.ts";
export type { LoginLimiter } from "./login-limiter.ts";
export { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
export { lagTolerantDb, READ_YOUR_WRITES_MS, rememberWrites } from "./read-your-writes.ts";
export type { SessionUser } from "./sessions.ts";
export { createSession, revokeAllSessions } from "./sessions.ts";
export { siteOrigin } from "./site-origin.ts";
export { hashToken, newToken } from "./tokens.ts";
export { toUserView, UserSchema } from "./user-schemas.ts";
