/**
 * What the pages after booking say about a booking (spec section 3's booking view; decision 021):
 * the modality as people read it, the hold's countdown, and the cancellation terms. Pure: the pages
 * pass in the time, format dates in the viewer's timezone and word the result from translations.
 */

/** The spec's online modalities (spec 3: anything else is in person). */
export const ONLINE_AUDIO = "Online - Audio";
export const ONLINE_VIDEO = "Online - Video";
export const ONLINE_MODALITIES = [ONLINE_AUDIO, ONLINE_VIDEO] as const;

export interface ModalityDisplay {
  /** The modality's name as the catalogue gives it. */
  name: string;
  /** Whether the session happens in person (at the provider's office). */
  inPerson: boolean;
  /** The office address, only for an in-person session and only when the provider has one. */
  officeAddress: string | null;
}

/** 'Online - Audio' and 'Online - Video' are online; anything else is in person, at the office address. */
export function modalityDisplay(name: string, officeAddress: string | null | undefined): ModalityDisplay {
  const inPerson = !(ONLINE_MODALITIES as readonly string[]).includes(name.trim());
  const address = officeAddress?.trim() || null;
  return { name, inPerson, officeAddress: inPerson ? address : null };
}

/** Whole seconds from `now` until the hold ends, never below 0 (a lapsed hold is 0). */
export function secondsLeft(holdExpiresAt: string, now: number): number {
  const end = Date.parse(holdExpiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, "0");

/** The countdown as a clock: '09:59', '00:05'; a hold longer than an hour (after approval) '23:59:59'. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * The moments a screen reader hears the countdown (seconds left): a live region that spoke every
 * second would drown everything else out, so it speaks at these marks only.
 */
export const COUNTDOWN_ANNOUNCE_AT = [3600, 1800, 600, 300, 120, 60, 30, 0] as const;

/**
 * The mark the countdown just reached going from `before` to `after` seconds left (a tick may skip
 * a second when the tab sleeps), or null when it passed none. Only the last mark passed is said.
 */
export function countdownMark(before: number, after: number): number | null {
  if (after >= before) return null;
  const passed = COUNTDOWN_ANNOUNCE_AT.filter((mark) => after <= mark && mark < before);
  return passed.length > 0 ? Math.min(...passed) : null;
}

/** Minutes for an announcement: 90 s reads as 2 minutes (rounded up: never less time than is left). */
export const minutesLeft = (seconds: number): number => Math.ceil(Math.max(0, seconds) / 60);

export interface CancellationPolicy {
  noticeHours: number;
  /** The share of the session fee a client owes for a late cancellation (0.5). */
  lateFeeShare: number;
  /** The first upcoming session's start less the notice; null when no session has a time yet. */
  freeUntil: string | null;
}

/**
 * The fee a client owes for cancelling a session late, from the view's own share (the API sends the
 * policy with the view): the share of the fee, in whole minor units.
 */
export function lateFeeOf(fee: number, lateFeeShare: number): number {
  return Math.round(Math.max(0, fee) * Math.min(1, Math.max(0, lateFeeShare)));
}

/**
 * What cancelling costs, as the page states it before anyone cancels:
 * - `free`: nothing (no session has a time yet, the booking costs nothing, or the provider cancels);
 * - `freeUntil`: nothing until `until`, then `lateFee` per session;
 * - `late`: the notice has passed, cancelling now costs `lateFee` per session.
 */
export type CancellationTerms =
  | { kind: "free" }
  | { kind: "freeUntil"; until: string; lateFee: number }
  | { kind: "late"; lateFee: number };

export function cancellationTerms(
  policy: CancellationPolicy,
  fee: number,
  now: number,
  viewerRole: "client" | "provider" = "client",
): CancellationTerms {
  const lateFee = lateFeeOf(fee, policy.lateFeeShare);
  // A provider's cancellation never costs the client anything (decision 021).
  if (viewerRole === "provider" || lateFee === 0 || policy.freeUntil === null) return { kind: "free" };
  const until = Date.parse(policy.freeUntil);
  if (Number.isNaN(until)) return { kind: "free" };
  // Free up to and including the moment itself, as the engine counts it (freeCancellationUntil).
  return now <= until ? { kind: "freeUntil", until: policy.freeUntil, lateFee } : { kind: "late", lateFee };
}

/** A session that has started (so a client may report that the provider did not attend). */
export const hasStarted = (appointmentTime: string | null, now: number): boolean =>
  appointmentTime !== null && Date.parse(appointmentTime) <= now;
