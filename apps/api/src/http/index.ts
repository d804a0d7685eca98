// The public entry of http/: what other features may import (docs/decisions/036-feature-boundaries.md).
export type { AppDeps, AppEnv } from "./app-types.ts";
export { BODY_TOO_LARGE, ownBodyLimit } from "./body-limits.ts";
export { cachePublicly } from "./cache-control.ts";
export { clientAddress } from "./client-address.ts";
export { CountSchema } from "./count-schema.ts";
export { ApiError, badRequest, notFound, validationFailure, zodErrors } from "./errors.ts";
export {
  IDEMPOTENCY_KEEP_MS,
  idempotency,
  idempotent,
  pruneIdempotencyKeys,
  RetryKeyHeader,
  retrySafe,
} from "./idempotency.ts";
export { localCallerOnly } from "./local-only.ts";
export { createRouter } from "./router.ts";
export {
  authErrors,
  dayParam,
  errorContent,
  errorResponses,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  OptionSchema,
  PageMetaSchema,
  PageQuery,
  signedIn,
  wholeNumberParam,
} from "./schemas.ts";
export { signalThrottle, type ThrottleLimits, tryAgainIn } from "./throttle.ts";
