import type { BookingDraftState, Role } from "./booking-draft.ts";

/** Spec section 3: the payloads sent to create a booking, for a client and for a provider. */

interface Common {
  concerns: string[];
  participants: string[];
  modalityIdentifier: string;
  therapyIdentifier: string;
  note?: string;
  providerIdentifier?: string;
  clientIdentifier?: string;
}
export interface SingleBookingPayload extends Common {
  timeslotIdentifier: string | null;
}
export interface SeriesBookingPayload extends Common {
  totalSessions: number;
  seriesTimeslots: string[];
}

export interface Party {
  role: Role;
  /** The provider's id when a client books; the client's id when a provider books. */
  counterpartIdentifier: string;
  allowInvite: boolean;
}

function common(state: BookingDraftState, party: Party): Common {
  return {
    concerns: state.concerns,
    participants: party.allowInvite ? state.participants : [],
    modalityIdentifier: state.modalityIdentifier ?? "",
    therapyIdentifier: state.therapyIdentifier ?? "",
    // The note is a client's field only.
    ...(party.role === "client"
      ? { note: state.note.trim(), providerIdentifier: party.counterpartIdentifier }
      : {}),
    ...(party.role === "provider" ? { clientIdentifier: party.counterpartIdentifier } : {}),
  };
}

export function singleBookingPayload(state: BookingDraftState, party: Party): SingleBookingPayload {
  const later = state.timePreference === "scheduleLater";
  return { ...common(state, party), timeslotIdentifier: later ? null : (state.timeslot?.identifier ?? null) };
}

export function seriesBookingPayload(state: BookingDraftState, party: Party): SeriesBookingPayload {
  return {
    ...common(state, party),
    totalSessions: state.drafts.length,
    seriesTimeslots: state.drafts.flatMap((d) => (d.timeslotIdentifier ? [d.timeslotIdentifier] : [])),
  };
}

/**
 * Where to go after a successful booking: a provider to the appointment confirmation (no payment);
 * a client whose provider must approve to the booking request; otherwise to payment.
 */
export function bookingOutcomePath(options: {
  role: Role;
  requiresApproval: boolean;
  mode: "single" | "multiple";
  result: { identifier: string; seriesIdentifier: string };
}): string {
  const { role, requiresApproval, mode, result } = options;
  if (role === "provider") return `/appointment/confirmation/${result.identifier}`;
  if (requiresApproval) return `/booking/request/${result.seriesIdentifier}`;
  return mode === "multiple" ? `/payment/series/${result.seriesIdentifier}` : `/payment/${result.identifier}`;
}
