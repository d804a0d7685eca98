/**
 * The one cancellation policy every provider's sessions follow, linked from each public profile (and
 * later the booking screen). One page rather than one per provider: providers do not set their own terms.
 */
export const CANCELLATION_POLICY_PATH = "/cancellation-policy";
