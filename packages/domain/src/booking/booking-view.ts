import { chooseFee, type FeeSchedule, seriesTotal } from "../money/money.ts";
import { type BookingDraftState, isScheduled, type Role } from "./booking-draft.ts";

/** What the form shows and what its summary says (spec screen 1). */

export interface BookingContext {
  role: Role;
  /** The provider's acknowledgeBooking flag. */
  requiresApproval: boolean;
  offerOfflineSession: boolean;
  therapies: Array<{ identifier: string; name: string; allowInvite: boolean }>;
  modalities: Array<{ identifier: string; name: string; isOffline: boolean }>;
  fees: FeeSchedule;
}

export function bookingHeading(role: Role, name: string): string {
  return role === "provider" ? `Book a session for ${name}` : `Book a session with ${name}`;
}

export function submitLabel(role: Role, requiresApproval: boolean): string {
  if (role === "provider") return "Initiate Session";
  return requiresApproval ? "Send Booking Request" : "Review & Continue";
}

const therapyOf = (state: BookingDraftState, ctx: BookingContext) =>
  ctx.therapies.find((t) => t.identifier === state.therapyIdentifier);
const modalityOf = (state: BookingDraftState, ctx: BookingContext) =>
  ctx.modalities.find((m) => m.identifier === state.modalityIdentifier);

export function visibleFields(state: BookingDraftState, ctx: BookingContext) {
  return {
    /** Participant emails only when the chosen therapy allows invitees. */
    participants: therapyOf(state, ctx)?.allowInvite === true,
    /** The note is for clients only. */
    note: ctx.role === "client",
    /** Office address for an offline modality of a provider who offers offline sessions. */
    officeAddress: modalityOf(state, ctx)?.isOffline === true && ctx.offerOfflineSession,
    /** Schedule Later is hidden when the provider requires approval. */
    scheduleLater: !ctx.requiresApproval,
    timePreference: state.mode === "single",
    approvalBanner: ctx.role === "client" && ctx.requiresApproval,
  };
}

export interface BookingSummary {
  fee: number;
  sessions: number;
  scheduled: number;
  toBeScheduled: number;
  total: number;
}

export function bookingSummary(state: BookingDraftState, ctx: BookingContext): BookingSummary {
  const fee = chooseFee(ctx.fees, state.therapyIdentifier);
  if (state.mode === "single") {
    const scheduled = state.timeslot ? 1 : 0;
    return { fee, sessions: 1, scheduled, toBeScheduled: 1 - scheduled, total: fee };
  }
  const scheduled = state.drafts.filter(isScheduled).length;
  return {
    fee,
    sessions: state.drafts.length,
    scheduled,
    toBeScheduled: state.drafts.length - scheduled,
    total: seriesTotal(fee, state.drafts.length),
  };
}
