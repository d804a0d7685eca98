/**
 * A client's claim that the provider did not attend (issue 27, decision 039): when it may be made,
 * how long the provider may dispute it, and what settles it. Pure; the API's lifecycle writer and the
 * booking pages read the same answers.
 */
import {
  type ClaimStatus,
  type Instant,
  NO_SHOW_CLAIM_OPENS_MS,
  NO_SHOW_CONTEST_MS,
} from "./booking-lifecycle.ts";

const ms = (d: Instant) => (typeof d === "number" ? d : new Date(d).getTime());

/** The moment a client may first claim that the provider did not attend this session. */
export const noShowClaimOpensAt = (appointmentTime: Instant): Date =>
  new Date(ms(appointmentTime) + NO_SHOW_CLAIM_OPENS_MS);

/** The last moment the provider may dispute a claim made at `claimedAt` (the job settles it then). */
export const noShowContestUntil = (claimedAt: Instant): Date => new Date(ms(claimedAt) + NO_SHOW_CONTEST_MS);

/**
 * What the session's attendance records say (issue 30: video sessions will record who joined). Until
 * then no session has any, and a claim is decided by the dispute window alone.
 */
export interface SessionAttendance {
  providerJoined: boolean;
}

export type NoShowDecision =
  /** Too soon to settle: the provider may still dispute it. */
  | { kind: "wait"; until: Date }
  /** The claim stands: the fee goes back to the client. */
  | { kind: "refund" }
  /** The claim is disputed (or the records contradict it): the fee stays held for the staff's review. */
  | { kind: "review" };

/**
 * Decides an open no-show claim. Today: disputed → review; undisputed within the window → wait;
 * undisputed after it → refund. Once sessions record attendance, the records decide first: a provider
 * who never joined → refund at once; one who joined → review (the claim contradicts the record).
 */
export function decideNoShowClaim(
  claim: { status: ClaimStatus; claimedAt: Instant },
  now: Instant,
  attendance: SessionAttendance | null = null,
): NoShowDecision {
  if (attendance) return attendance.providerJoined ? { kind: "review" } : { kind: "refund" };
  if (claim.status === "no_show_contested") return { kind: "review" };
  const until = noShowContestUntil(claim.claimedAt);
  return ms(now) < until.getTime() ? { kind: "wait", until } : { kind: "refund" };
}
