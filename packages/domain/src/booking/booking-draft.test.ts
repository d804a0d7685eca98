import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BookingDraftAction,
  bookingDraftReducer,
  bookingSessionLabel,
  draftStatus,
  initialBookingDraft,
  parseSessionCount,
} from "./booking-draft.ts";

const slot = (n: number) => ({ identifier: `SLOT${n}`, startTime: `0${n}:00`, endTime: `0${n}:50` });
const run = (actions: BookingDraftAction[], start = initialBookingDraft()) =>
  actions.reduce(bookingDraftReducer, start);

describe("initial state", () => {
  it("is single, schedule now, with 2 empty drafts", () => {
    const s = initialBookingDraft();
    expect(s.mode).toBe("single");
    expect(s.timePreference).toBe("scheduleNow");
    expect(s.drafts).toHaveLength(2);
    expect(s.drafts.every((d) => d.date === null && d.timeslotIdentifier === null)).toBe(true);
  });
});

describe("therapy change", () => {
  it("resets date, timeslot, schedule and drafts to 2 empty ones", () => {
    const s = run([
      { type: "setTherapy", therapyIdentifier: "A" },
      { type: "setTimePreference", timePreference: "scheduleLater" },
      { type: "selectDate", date: "2026-12-01" },
      { type: "selectTimeslot", timeslot: slot(1) },
      { type: "addDraft" },
      { type: "scheduleDraft", id: "session-1", date: "2026-12-02", timeslot: slot(2) },
      { type: "setTherapy", therapyIdentifier: "B" },
    ]);
    expect(s).toMatchObject({
      therapyIdentifier: "B",
      selectedDate: null,
      timeslot: null,
      timePreference: "scheduleNow",
    });
    expect(s.drafts).toHaveLength(2);
    expect(s.drafts.every((d) => d.timeslotIdentifier === null)).toBe(true);
    expect(new Set(s.drafts.map((d) => d.id)).size).toBe(2);
  });

  it("choosing the same therapy again changes nothing", () => {
    const s = run([
      { type: "setTherapy", therapyIdentifier: "A" },
      { type: "selectTimeslot", timeslot: slot(1) },
    ]);
    expect(bookingDraftReducer(s, { type: "setTherapy", therapyIdentifier: "A" })).toBe(s);
  });
});

describe("time preference", () => {
  it("refuses Schedule Later when approval is required", () => {
    const s = initialBookingDraft({ requiresApproval: true });
    expect(bookingDraftReducer(s, { type: "setTimePreference", timePreference: "scheduleLater" })).toBe(s);
  });
  it("clears the chosen slot when scheduling later", () => {
    const s = run([
      { type: "selectDate", date: "2026-12-01" },
      { type: "selectTimeslot", timeslot: slot(1) },
      { type: "setTimePreference", timePreference: "scheduleLater" },
    ]);
    expect(s.timeslot).toBeNull();
    expect(run([{ type: "setTimePreference", timePreference: "scheduleNow" }], s).timePreference).toBe(
      "scheduleNow",
    );
  });
});

describe("timeslots", () => {
  it("selecting a chosen timeslot deselects it; a new date clears it", () => {
    const once = run([{ type: "selectTimeslot", timeslot: slot(1) }]);
    expect(once.timeslot?.identifier).toBe("SLOT1");
    expect(run([{ type: "selectTimeslot", timeslot: slot(1) }], once).timeslot).toBeNull();
    expect(run([{ type: "selectTimeslot", timeslot: slot(2) }], once).timeslot?.identifier).toBe("SLOT2");
    expect(run([{ type: "selectDate", date: "2026-12-09" }], once).timeslot).toBeNull();
  });

  it("a draft's own slot chosen again unschedules it; clearDraft does too", () => {
    const s = run([{ type: "scheduleDraft", id: "session-1", date: "2026-12-01", timeslot: slot(1) }]);
    expect(draftStatus(s.drafts[0] ?? { date: null, startTime: null })).toBe("Scheduled");
    const again = run([{ type: "scheduleDraft", id: "session-1", date: "2026-12-01", timeslot: slot(1) }], s);
    expect(again.drafts[0]).toMatchObject({ id: "session-1", date: null, timeslotIdentifier: null });
    const cleared = run([{ type: "clearDraft", id: "session-1" }], s);
    expect(draftStatus(cleared.drafts[0] ?? { date: "x", startTime: "y" })).toBe("Not Scheduled");
  });

  it("labels sessions 'Scheduled', 'Not Scheduled' and 'To be scheduled'", () => {
    expect(draftStatus({ date: "2026-12-01", startTime: "09:00" })).toBe("Scheduled");
    expect(draftStatus({ date: "2026-12-01", startTime: null })).toBe("Not Scheduled");
    expect(bookingSessionLabel(null, "Dec 1, 2026")).toBe("To be scheduled");
    expect(bookingSessionLabel("2026-12-01T09:00:00Z", "Dec 1, 2026")).toBe("Dec 1, 2026");
  });
});

describe("drafts", () => {
  it("adds and removes, never below 2", () => {
    const three = run([{ type: "addDraft" }]);
    expect(three.drafts.map((d) => d.id)).toEqual(["session-1", "session-2", "session-3"]);
    const two = run([{ type: "removeDraft", id: "session-2" }], three);
    expect(two.drafts.map((d) => d.id)).toEqual(["session-1", "session-3"]);
    expect(run([{ type: "removeDraft", id: "session-1" }], two)).toBe(two);
  });

  it("count input: integer, NaN clears, negatives become 0", () => {
    expect(parseSessionCount("4")).toBe(4);
    expect(parseSessionCount("4.7")).toBe(4);
    expect(parseSessionCount("abc")).toBe(0);
    expect(parseSessionCount("-3")).toBe(0);
    expect(run([{ type: "setDraftCount", input: "5" }]).drafts).toHaveLength(5);
    expect(run([{ type: "setDraftCount", input: "x" }]).drafts).toEqual([]);
    expect(run([{ type: "setDraftCount", input: "-1" }]).drafts).toEqual([]);
    const kept = run([
      { type: "scheduleDraft", id: "session-1", date: "2026-12-01", timeslot: slot(1) },
      { type: "setDraftCount", input: "3" },
    ]);
    expect(kept.drafts[0]?.timeslotIdentifier).toBe("SLOT1");
  });

  it("keeps draft ids unique whatever happens", () => {
    const action = fc.oneof(
      fc.constant<BookingDraftAction>({ type: "addDraft" }),
      fc
        .integer({ min: -2, max: 8 })
        .map((n): BookingDraftAction => ({ type: "setDraftCount", input: String(n) })),
      fc
        .integer({ min: 1, max: 12 })
        .map((n): BookingDraftAction => ({ type: "removeDraft", id: `session-${n}` })),
      fc.constant<BookingDraftAction>({ type: "setTherapy", therapyIdentifier: "T" }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const s = run(actions);
        return new Set(s.drafts.map((d) => d.id)).size === s.drafts.length;
      }),
    );
  });
});

describe("other fields", () => {
  it("adds participants once, lower-cased, and removes them", () => {
    const s = run([
      { type: "addParticipant", email: "Partner@Example.com " },
      { type: "addParticipant", email: "partner@example.com" },
      { type: "addParticipant", email: "  " },
    ]);
    expect(s.participants).toEqual(["partner@example.com"]);
    expect(run([{ type: "removeParticipant", email: "partner@example.com" }], s).participants).toEqual([]);
  });

  it("sets modality, concerns (deduplicated), note and mode; reset keeps the approval flag", () => {
    const s = run(
      [
        { type: "setModality", modalityIdentifier: "M" },
        { type: "setConcerns", concerns: ["a", "b", "a"] },
        { type: "setNote", note: "Evenings are best" },
        { type: "setMode", mode: "multiple" },
      ],
      initialBookingDraft({ requiresApproval: true }),
    );
    expect(s).toMatchObject({
      modalityIdentifier: "M",
      concerns: ["a", "b"],
      note: "Evenings are best",
      mode: "multiple",
    });
    const reset = run([{ type: "reset" }], s);
    expect(reset).toMatchObject({ mode: "single", concerns: [], requiresApproval: true });
  });
});
