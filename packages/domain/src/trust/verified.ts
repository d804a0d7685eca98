/**
 * The Verified badge's rule and words (issue 32), in a module of their own: Rollup puts a module whole
 * into one chunk, so the directory cards, which need only the label, would otherwise download the staff
 * console's and the provider's trust texts (trust.ts) on every card page (decision 033).
 */

/** The badge and the directory filter's words. */
export const VERIFIED_LABEL = "Verified";

/**
 * Verified while an approved licence has not expired: `verifiedUntil` is the last day (a date,
 * YYYY-MM-DD) of the latest approved licence; `today` is the date to compare with.
 */
export function isVerified(verifiedUntil: string | null | undefined, today: string): boolean {
  return typeof verifiedUntil === "string" && verifiedUntil >= today;
}
