/**
 * The `Idempotency-Key` rules and answers the API shares across every retry-safe POST (payments,
 * booking, sending a message): a retry with the same key and body answers the first answer and
 * creates nothing twice; the same key with another request is refused.
 */

/** The longest an Idempotency-Key may be. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  keyRequired: "Idempotency-Key header is required",
  keyTooLong: `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  keyReused: "This Idempotency-Key was already used for a different request",
  inProgress: "A request with this Idempotency-Key is still being processed. Please try again.",
} as const;
