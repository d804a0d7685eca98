import { bookingDraftReducer, initialBookingDraft } from "@marketplace/domain/booking";
import { describe, expect, it } from "vitest";
import type { CadenceSlot, Timeslot } from "./booking-contract.ts";
import { planCadence } from "./cadence.ts";

const slot = (identifier: string, startTime: string): Timeslot => ({
  identifier,
  startTime,
  endTime: startTime.replace("T09", "T10"),
});
const week = (startTime: string, timeslot: Timeslot | null): CadenceSlot => ({
  startTime,
  endTime: startTime.replace("T09", "T10"),
  timeslot,
});

const first = slot("S1", "2026-03-02T09:00:00Z");
/** Three sessions, the first one scheduled. */
function course() {
  let state = bookingDraftReducer(initialBookingDraft(), { type: "setDraftCount", input: "3" });
  const id = state.drafts[0]?.id ?? "";
  state = bookingDraftReducer(state, { type: "scheduleDraft", id, date: "2026-03-02", timeslot: first });
  return state;
}

describe("planCadence", () => {
  it("fills the following sessions week by week, skipping the start slot when the answer repeats it", () => {
    let state = course();
    const plan = planCadence(
      state.drafts,
      [
        week(first.startTime, first),
        week("2026-03-09T09:00:00Z", slot("S2", "2026-03-09T09:00:00Z")),
        week("2026-03-16T09:00:00Z", slot("S3", "2026-03-16T09:00:00Z")),
      ],
      "UTC",
    );
    expect(plan.conflicts).toEqual({});
    for (const action of plan.actions) state = bookingDraftReducer(state, action);
    expect(state.drafts.map((d) => d.timeslotIdentifier)).toEqual(["S1", "S2", "S3"]);
    expect(state.drafts.map((d) => d.date)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
  });

  it("reads an answer that starts with the following week as well", () => {
    const state = course();
    const plan = planCadence(
      state.drafts,
      [week("2026-03-16T09:00:00Z", slot("S2", "2026-03-16T09:00:00Z"))],
      "UTC",
    );
    expect(plan.actions).toEqual([
      expect.objectContaining({ type: "scheduleDraft", id: state.drafts[1]?.id, date: "2026-03-16" }),
    ]);
  });

  it("leaves a taken week unscheduled, as a conflict with the time it would have had", () => {
    let state = course();
    const second = state.drafts[1]?.id ?? "";
    // The second session had a time picked by hand: the conflict clears it.
    state = bookingDraftReducer(state, {
      type: "scheduleDraft",
      id: second,
      date: "2026-03-05",
      timeslot: slot("X", "2026-03-05T09:00:00Z"),
    });
    const plan = planCadence(
      state.drafts,
      [
        week(first.startTime, first),
        week("2026-03-09T09:00:00Z", null),
        week("2026-03-16T09:00:00Z", slot("S3", "2026-03-16T09:00:00Z")),
      ],
      "UTC",
    );
    expect(plan.conflicts).toEqual({ [second]: "2026-03-09T09:00:00Z" });
    for (const action of plan.actions) state = bookingDraftReducer(state, action);
    expect(state.drafts.map((d) => d.timeslotIdentifier)).toEqual(["S1", null, "S3"]);
  });

  it("never deselects a session that already has the week's slot (the reducer toggles)", () => {
    let state = course();
    const weeks = [week("2026-03-09T09:00:00Z", slot("S2", "2026-03-09T09:00:00Z"))];
    for (const action of planCadence(state.drafts, weeks, "UTC").actions)
      state = bookingDraftReducer(state, action);
    expect(planCadence(state.drafts, weeks, "UTC").actions).toEqual([]);
  });

  it("does nothing before the first session has a time", () => {
    const state = bookingDraftReducer(initialBookingDraft(), { type: "setDraftCount", input: "3" });
    expect(planCadence(state.drafts, [week("2026-03-09T09:00:00Z", null)], "UTC")).toEqual({
      actions: [],
      conflicts: {},
    });
  });

  it("dates a session by the viewer's calendar", () => {
    const state = course();
    const late = slot("S2", "2026-03-09T23:30:00Z");
    const plan = planCadence(state.drafts, [week(late.startTime, late)], "Africa/Lagos");
    expect(plan.actions[0]).toEqual(expect.objectContaining({ date: "2026-03-10" }));
  });
});
