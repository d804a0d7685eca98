import { z } from "zod";
import { INVALID_EMAIL } from "../accounts/account-rules.ts";
import { requiredUlidSchema } from "../ids/ulid-schema.ts";
import type { BookingDraftState } from "./booking-draft.ts";
import { MIN_SERIES_SESSIONS } from "./booking-policy.ts";

/** Spec section 5: the messages that block a booking, in the spec's order. */
export const BOOKING_MESSAGES = {
  duplicateSlot: "You cannot select the same date and time for multiple sessions.",
  noConcern: "Please select at least one concern",
  noTherapy: "Please select a therapy category",
  participantRequired: "Booking participant is required",
  addParticipant: "Please add a participant email",
  singleSlotRequired: "Please select a time slot for your appointment",
  seriesSlotsRequired: "Please select time slots for all sessions",
  therapyFirst: "Please select a therapy category first.",
  invalidEmail: INVALID_EMAIL,
  duplicateEmail: "This email is already added",
  /** Not in the spec: the count input can empty the list, and a series needs its sessions. */
  seriesTooShort: `Please add at least ${MIN_SERIES_SESSIONS} sessions`,
} as const;

export type BookingField = "schedule" | "concerns" | "therapy" | "participants";
export interface BookingError {
  field: BookingField;
  message: string;
}

/** Every blocking problem, in the spec's order; the first is the one to show first. */
export function validateBooking(state: BookingDraftState, options: { allowInvite: boolean }): BookingError[] {
  const errors: BookingError[] = [];
  if (state.mode === "multiple") {
    const keys = state.drafts
      .filter((d) => d.date && d.timeslotIdentifier)
      .map((d) => `${d.date}|${d.timeslotIdentifier}`);
    if (new Set(keys).size !== keys.length)
      errors.push({ field: "schedule", message: BOOKING_MESSAGES.duplicateSlot });
  }
  if (state.concerns.length === 0) errors.push({ field: "concerns", message: BOOKING_MESSAGES.noConcern });
  if (!state.therapyIdentifier) errors.push({ field: "therapy", message: BOOKING_MESSAGES.noTherapy });
  if (options.allowInvite && state.participants.length === 0) {
    errors.push({ field: "participants", message: BOOKING_MESSAGES.participantRequired });
    errors.push({ field: "participants", message: BOOKING_MESSAGES.addParticipant });
  }
  if (state.mode === "multiple" && state.drafts.length < MIN_SERIES_SESSIONS) {
    errors.push({ field: "schedule", message: BOOKING_MESSAGES.seriesTooShort });
  }
  if (state.requiresApproval) {
    if (state.mode === "single" && !state.timeslot) {
      errors.push({ field: "schedule", message: BOOKING_MESSAGES.singleSlotRequired });
    }
    if (state.mode === "multiple" && state.drafts.some((d) => !d.timeslotIdentifier)) {
      errors.push({ field: "schedule", message: BOOKING_MESSAGES.seriesSlotsRequired });
    }
  }
  return errors;
}

/** Opening a session's time picker needs a therapy category first. */
export function timePickerBlocked(state: Pick<BookingDraftState, "therapyIdentifier">): string | null {
  return state.therapyIdentifier ? null : BOOKING_MESSAGES.therapyFirst;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Participant email entry (Enter adds it): a basic pattern and no duplicates. */
export function checkParticipantEmail(email: string, existing: readonly string[]): string | null {
  const value = email.trim().toLowerCase();
  if (!emailPattern.test(value)) return BOOKING_MESSAGES.invalidEmail;
  if (existing.map((e) => e.toLowerCase()).includes(value)) return BOOKING_MESSAGES.duplicateEmail;
  return null;
}

/** The form schema (spec: details not shown): ids are ULIDs, the note is optional and bounded. */
export const bookingFormSchema = z.object({
  therapyIdentifier: requiredUlidSchema(BOOKING_MESSAGES.noTherapy),
  modalityIdentifier: requiredUlidSchema("Please select a modality"),
  note: z.string().trim().max(1000, "Note must be at most 1000 characters").optional().default(""),
});
