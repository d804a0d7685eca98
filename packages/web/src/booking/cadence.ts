import type { BookingDraftAction, SessionDraft } from "@marketplace/domain/booking";
import { dateKeyInZone } from "@marketplace/domain/dates";
import type { CadenceSlot } from "./booking-contract.ts";

/** 1: the same time every week; 2: every other week. */
export type Every = 1 | 2;

export interface CadencePlan {
  /** What to dispatch to the draft reducer. */
  actions: BookingDraftAction[];
  /** Sessions whose week is taken or closed: the draft's id → the start time it would have had. */
  conflicts: Record<string, string>;
}

/**
 * The following sessions of a course from the cadence the API answered for the first session's slot:
 * session n takes the n-th week's slot, and a week whose time is taken leaves its session unscheduled,
 * as a conflict to pick by hand. The answer may or may not repeat the start slot first.
 */
export function planCadence(
  drafts: readonly SessionDraft[],
  cadence: readonly CadenceSlot[],
  zone: string,
): CadencePlan {
  const [first, ...following] = drafts;
  const actions: BookingDraftAction[] = [];
  const conflicts: Record<string, string> = {};
  if (!first?.timeslotIdentifier) return { actions, conflicts };
  const weeks =
    cadence[0]?.timeslot?.identifier === first.timeslotIdentifier ? cadence.slice(1) : [...cadence];
  following.forEach((draft, index) => {
    const week = weeks[index];
    if (!week) return;
    const { timeslot } = week;
    if (!timeslot) {
      conflicts[draft.id] = week.startTime;
      if (draft.timeslotIdentifier) actions.push({ type: "clearDraft", id: draft.id });
      return;
    }
    // The reducer treats choosing a draft's own slot again as deselecting it.
    if (draft.timeslotIdentifier === timeslot.identifier) return;
    actions.push({
      type: "scheduleDraft",
      id: draft.id,
      date: dateKeyInZone(timeslot.startTime, zone),
      timeslot,
    });
  });
  return { actions, conflicts };
}
