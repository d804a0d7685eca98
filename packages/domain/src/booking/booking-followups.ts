import { z } from "zod";
import { LIVE_STATUSES } from "../booking-lifecycle/booking-lifecycle.ts";
import { requiredUlidSchema, ulidSchema } from "../ids/ulid-schema.ts";

/**
 * Issue 13's follow-ups to a booking: an invitee's answer, rescheduling a session, and a provider's
 * recommendations of other providers. The rules and the messages the API answers with live here once;
 * the sites show them as they are.
 */

export const PARTICIPANT_ANSWERS = ["accepted", "declined"] as const;
export type ParticipantAnswer = (typeof PARTICIPANT_ANSWERS)[number];

export const RESCHEDULE_PERMISSIONS = ["allowed", "not_allowed"] as const;
export type ReschedulePermission = (typeof RESCHEDULE_PERMISSIONS)[number];

/** A provider recommends 1 to 5 other providers for a booking; the client reads them 10 to a page. */
export const RECOMMENDATION_LIMITS = { min: 1, max: 5, pageSize: 10 } as const;

export const FOLLOW_UP_MESSAGES = {
  participantAnswer: 'status must be "accepted" or "declined"',
  invitationNotFound: "Invitation not found",
  notTheInvitee: "This invitation was sent to another email address. Log in with that address to answer it.",
  invitationClosed: "This booking is no longer active, so the invitation cannot be answered",
  reschedulePermission: 'status must be "allowed" or "not_allowed"',
  chooseNewTime: "Please choose a new time",
  rescheduleNotAllowed: "Your provider has not allowed this session to be rescheduled",
  rescheduleClosed: "Only an upcoming session with a time can be rescheduled",
  sameTime: "Please choose a time other than the current one",
  recommendCount: "Recommend between 1 and 5 providers",
  recommendTwice: "Each provider can be recommended once",
  recommendSelf: "You cannot recommend yourself",
  recommendHidden: "Only providers listed in the directory can be recommended",
} as const;

/** The statuses in which a session still holds its time (the lifecycle's live statuses). */
const MOVABLE_STATUSES = LIVE_STATUSES;

export interface RescheduleCheck {
  viewerRole: "client" | "provider";
  status: string;
  allowReschedule: string;
  /** The session's current start; null for a session still to be scheduled. */
  appointmentTime: Date | string | null;
  now: Date;
}

/**
 * Why this viewer may not move this session now, or null when they may. The provider may always move
 * an upcoming session; the client only once the provider allowed it. A session still to be scheduled
 * gets its first time through the engine's schedule call, not here.
 */
export function rescheduleRefusal(check: RescheduleCheck): string | null {
  const start = check.appointmentTime === null ? null : new Date(check.appointmentTime);
  const movable = (MOVABLE_STATUSES as readonly string[]).includes(check.status);
  if (!movable || start === null || start.getTime() <= check.now.getTime()) {
    return FOLLOW_UP_MESSAGES.rescheduleClosed;
  }
  if (check.viewerRole === "client" && check.allowReschedule !== "allowed") {
    return FOLLOW_UP_MESSAGES.rescheduleNotAllowed;
  }
  return null;
}

/** An invitee may answer while the booking is still going ahead. */
export function invitationOpen(seriesStatus: string): boolean {
  return (MOVABLE_STATUSES as readonly string[]).includes(seriesStatus);
}

export const participantAnswerSchema = z.object({
  status: z.enum(PARTICIPANT_ANSWERS, { message: FOLLOW_UP_MESSAGES.participantAnswer }),
});

export const allowRescheduleSchema = z.object({
  status: z.enum(RESCHEDULE_PERMISSIONS, { message: FOLLOW_UP_MESSAGES.reschedulePermission }),
});

export const rescheduleSchema = z.object({
  timeslotIdentifier: requiredUlidSchema(FOLLOW_UP_MESSAGES.chooseNewTime),
});

export const recommendationSchema = z.object({
  providerIdentifiers: z
    .array(ulidSchema(FOLLOW_UP_MESSAGES.recommendCount), {
      message: FOLLOW_UP_MESSAGES.recommendCount,
    })
    .min(RECOMMENDATION_LIMITS.min, FOLLOW_UP_MESSAGES.recommendCount)
    .max(RECOMMENDATION_LIMITS.max, FOLLOW_UP_MESSAGES.recommendCount)
    .refine((ids) => new Set(ids).size === ids.length, FOLLOW_UP_MESSAGES.recommendTwice),
});

/** How many pages a list of `total` items fills at `pageSize` (at least 1, so page 1 always exists). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
