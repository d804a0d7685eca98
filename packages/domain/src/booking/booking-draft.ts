/**
 * The Book-a-session form as a reducer (spec 2.1, 4, 5). Pure: the screen keeps this state and
 * dispatches actions; what to show and what to send are derived from it.
 */
import { MIN_SERIES_SESSIONS } from "./booking-policy.ts";

export type Role = "client" | "provider";
export type SessionMode = "single" | "multiple";
export type TimePreference = "scheduleNow" | "scheduleLater";

export interface Timeslot {
  identifier: string;
  startTime: string;
  endTime: string;
}

export interface SessionDraft {
  id: string;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  timeslotIdentifier: string | null;
}

export interface BookingDraftState {
  therapyIdentifier: string | null;
  modalityIdentifier: string | null;
  concerns: string[];
  participants: string[];
  note: string;
  mode: SessionMode;
  timePreference: TimePreference;
  /** Whether the provider must approve (acknowledgeBooking): Schedule Later is then unavailable. */
  requiresApproval: boolean;
  selectedDate: string | null;
  timeslot: Timeslot | null;
  drafts: SessionDraft[];
  /** Source of draft ids, so ids stay unique as drafts come and go. */
  nextDraftId: number;
}

export type BookingDraftAction =
  | { type: "setTherapy"; therapyIdentifier: string | null }
  | { type: "setModality"; modalityIdentifier: string | null }
  | { type: "setConcerns"; concerns: string[] }
  | { type: "addParticipant"; email: string }
  | { type: "removeParticipant"; email: string }
  | { type: "setNote"; note: string }
  | { type: "setMode"; mode: SessionMode }
  | { type: "setTimePreference"; timePreference: TimePreference }
  | { type: "selectDate"; date: string | null }
  | { type: "selectTimeslot"; timeslot: Timeslot }
  | { type: "addDraft" }
  | { type: "removeDraft"; id: string }
  | { type: "setDraftCount"; input: string }
  | { type: "scheduleDraft"; id: string; date: string; timeslot: Timeslot }
  | { type: "clearDraft"; id: string }
  | { type: "reset" };

const emptyDraft = (n: number): SessionDraft => ({
  id: `session-${n}`,
  date: null,
  startTime: null,
  endTime: null,
  timeslotIdentifier: null,
});

const unscheduled = (d: SessionDraft): SessionDraft => ({
  ...d,
  date: null,
  startTime: null,
  endTime: null,
  timeslotIdentifier: null,
});

function freshDrafts(state: Pick<BookingDraftState, "nextDraftId">, count = MIN_SERIES_SESSIONS) {
  const drafts = Array.from({ length: count }, (_, i) => emptyDraft(state.nextDraftId + i));
  return { drafts, nextDraftId: state.nextDraftId + count };
}

export function initialBookingDraft(options: { requiresApproval?: boolean } = {}): BookingDraftState {
  return {
    therapyIdentifier: null,
    modalityIdentifier: null,
    concerns: [],
    participants: [],
    note: "",
    mode: "single",
    timePreference: "scheduleNow",
    requiresApproval: options.requiresApproval ?? false,
    selectedDate: null,
    timeslot: null,
    ...freshDrafts({ nextDraftId: 1 }),
  };
}

/** The count input: an integer; NaN clears the list; negatives become 0. */
export function parseSessionCount(input: string): number {
  const n = Number.parseInt(input, 10);
  if (Number.isNaN(n)) return 0;
  return Math.max(0, n);
}

export function bookingDraftReducer(state: BookingDraftState, action: BookingDraftAction): BookingDraftState {
  switch (action.type) {
    case "setTherapy": {
      if (action.therapyIdentifier === state.therapyIdentifier) return state;
      // A new therapy resets the date, the timeslot, the schedule and the drafts (2 empty ones).
      return {
        ...state,
        therapyIdentifier: action.therapyIdentifier,
        selectedDate: null,
        timeslot: null,
        timePreference: "scheduleNow",
        ...freshDrafts(state),
      };
    }
    case "setModality":
      return { ...state, modalityIdentifier: action.modalityIdentifier };
    case "setConcerns":
      return { ...state, concerns: [...new Set(action.concerns)] };
    case "addParticipant": {
      const email = action.email.trim().toLowerCase();
      if (!email || state.participants.includes(email)) return state;
      return { ...state, participants: [...state.participants, email] };
    }
    case "removeParticipant":
      return { ...state, participants: state.participants.filter((p) => p !== action.email) };
    case "setNote":
      return { ...state, note: action.note };
    case "setMode":
      return { ...state, mode: action.mode };
    case "setTimePreference":
      if (action.timePreference === "scheduleLater" && state.requiresApproval) return state;
      return {
        ...state,
        timePreference: action.timePreference,
        ...(action.timePreference === "scheduleLater" ? { selectedDate: null, timeslot: null } : {}),
      };
    case "selectDate":
      return { ...state, selectedDate: action.date, timeslot: null };
    case "selectTimeslot":
      // Selecting the chosen timeslot again deselects it.
      return {
        ...state,
        timeslot: state.timeslot?.identifier === action.timeslot.identifier ? null : action.timeslot,
      };
    case "addDraft":
      return {
        ...state,
        drafts: [...state.drafts, emptyDraft(state.nextDraftId)],
        nextDraftId: state.nextDraftId + 1,
      };
    case "removeDraft":
      if (state.drafts.length <= MIN_SERIES_SESSIONS) return state;
      return { ...state, drafts: state.drafts.filter((d) => d.id !== action.id) };
    case "setDraftCount": {
      const count = parseSessionCount(action.input);
      if (count <= state.drafts.length) return { ...state, drafts: state.drafts.slice(0, count) };
      const extra = Array.from({ length: count - state.drafts.length }, (_, i) =>
        emptyDraft(state.nextDraftId + i),
      );
      return { ...state, drafts: [...state.drafts, ...extra], nextDraftId: state.nextDraftId + extra.length };
    }
    case "scheduleDraft":
      return {
        ...state,
        drafts: state.drafts.map((d) => {
          if (d.id !== action.id) return d;
          // Choosing the draft's own slot again deselects it.
          if (d.timeslotIdentifier === action.timeslot.identifier) return unscheduled(d);
          return {
            ...d,
            date: action.date,
            startTime: action.timeslot.startTime,
            endTime: action.timeslot.endTime,
            timeslotIdentifier: action.timeslot.identifier,
          };
        }),
      };
    case "clearDraft":
      return {
        ...state,
        drafts: state.drafts.map((d) => (d.id === action.id ? unscheduled(d) : d)),
      };
    case "reset":
      return initialBookingDraft({ requiresApproval: state.requiresApproval });
  }
}

export const SCHEDULED = "Scheduled";
export const NOT_SCHEDULED = "Not Scheduled";
export const TO_BE_SCHEDULED = "To be scheduled";

export const isScheduled = (draft: Pick<SessionDraft, "date" | "startTime">) =>
  Boolean(draft.date && draft.startTime);
export const draftStatus = (draft: Pick<SessionDraft, "date" | "startTime">) =>
  isScheduled(draft) ? SCHEDULED : NOT_SCHEDULED;
/** A booking session (from the API) without an appointment time. */
export const bookingSessionLabel = (appointmentTime: string | null | undefined, formatted: string) =>
  appointmentTime ? formatted : TO_BE_SCHEDULED;
