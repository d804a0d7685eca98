import {
  type BookingDraftState,
  type BookingField,
  bookingFormSchema,
  validateBooking,
} from "@marketplace/domain/booking";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";

/** The form's fields that carry their own messages, in the order they appear on the page. */
export type CheckedField = BookingField | "modality" | "note";
export const FIELD_ORDER: readonly CheckedField[] = [
  "therapy",
  "schedule",
  "modality",
  "concerns",
  "participants",
  "note",
];

export type FieldMessages = Partial<Record<CheckedField, string[]>>;

const add = (into: FieldMessages, field: CheckedField, message: string) => {
  const list = into[field] ?? [];
  if (!list.includes(message)) into[field] = [...list, message];
};

/**
 * Every message that blocks this booking, beside its field: the domain's rules (spec section 5) and
 * the form schema's modality and note. Empty when the booking may be sent.
 */
export function checkBooking(state: BookingDraftState, options: { allowInvite: boolean }): FieldMessages {
  const messages: FieldMessages = {};
  for (const error of validateBooking(state, options)) add(messages, error.field, error.message);
  const form = bookingFormSchema.safeParse({
    therapyIdentifier: state.therapyIdentifier ?? "",
    modalityIdentifier: state.modalityIdentifier ?? "",
    note: state.note,
  });
  if (!form.success) {
    for (const issue of form.error.issues) {
      const [path] = issue.path;
      if (path === "modalityIdentifier") add(messages, "modality", issue.message);
      if (path === "note") add(messages, "note", issue.message);
    }
  }
  return messages;
}

/** Every message once, in the page's order: what the live region reads out. */
export function allMessages(messages: FieldMessages): string[] {
  return [...new Set(FIELD_ORDER.flatMap((field) => messages[field] ?? []))];
}

export const hasMessages = (messages: FieldMessages) => allMessages(messages).length > 0;

/** The API's payload names, and the field of the form each one is shown beside. */
const API_FIELDS: Record<string, CheckedField> = {
  therapyIdentifier: "therapy",
  modalityIdentifier: "modality",
  concerns: "concerns",
  participants: "participants",
  timeslotIdentifier: "schedule",
  seriesTimeslots: "schedule",
  totalSessions: "schedule",
  note: "note",
};

export interface SubmitFailure {
  /** The banner: the server's message, else the spec's booking message (section 8). */
  message: string | null;
  fields: FieldMessages;
}

/** A refused booking as the screen shows it: field problems beside their fields, the rest in the banner. */
export function submitFailure(error: unknown): SubmitFailure {
  const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.booking, Object.keys(API_FIELDS));
  const fields: FieldMessages = {};
  for (const [name, text] of Object.entries(fieldErrors)) {
    const field = API_FIELDS[name];
    if (field && text) add(fields, field, text);
  }
  return { message, fields };
}
