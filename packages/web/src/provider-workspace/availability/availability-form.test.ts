import {
  DEFAULT_AVAILABILITY,
  emptyWeeklyHours,
  AVAILABILITY_MESSAGES as M,
} from "@marketplace/domain/availability";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityDraft,
  applyIntent,
  draftFromForm,
  draftFromSaved,
  intentValue,
  parseIntent,
  validateDraft,
} from "./availability-form.ts";

const settings = {
  timezone: "Africa/Lagos",
  sessionMinutes: 50,
  bufferMinutes: 10,
  noticeHours: 12,
  approvalRequired: false,
};

const draft = (over: Partial<AvailabilityDraft> = {}): AvailabilityDraft => ({
  ...draftFromSaved(
    {
      ...DEFAULT_AVAILABILITY,
      weeklyHours: { ...emptyWeeklyHours(), monday: [{ start: "09:00", end: "12:00" }] },
      daysOff: ["2026-12-25"],
    },
    settings,
  ),
  ...over,
});

describe("draftFromForm", () => {
  it("reads ranges by index, days off, numbers as typed and checkboxes by presence", () => {
    const form = new FormData();
    form.set("monday.1.start", "13:00");
    form.set("monday.1.end", "17:00");
    form.set("monday.0.start", " 09:00 ");
    form.set("monday.0.end", "12:00");
    form.set("friday.0.start", "10:00");
    form.set("friday.0.end", "11:00");
    form.set("funday.0.start", "10:00");
    form.set("daysOff.1", "2026-12-26");
    form.set("daysOff.0", "2026-12-25");
    form.set("sessionMinutes", "45");
    form.set("bufferMinutes", "");
    form.set("timezone", "Europe/London");
    form.set("approvalRequired", "on");
    // The office address and in-person sessions are the profile's alone (decision 045).
    form.set("offerOfflineSession", "on");
    form.set("officeAddress", "12 Marina Road, Lagos");
    const d = draftFromForm(form);
    expect(d.weeklyHours.monday).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(d.weeklyHours.friday).toEqual([{ start: "10:00", end: "11:00" }]);
    expect(d.daysOff).toEqual(["2026-12-25", "2026-12-26"]);
    expect(d).toMatchObject({
      sessionMinutes: "45",
      bufferMinutes: "",
      timezone: "Europe/London",
      approvalRequired: true,
    });
    expect(d).not.toHaveProperty("offerOfflineSession");
    expect(d).not.toHaveProperty("officeAddress");
  });
});

describe("editing intents", () => {
  it("round-trip through their button values and refuse anything else", () => {
    for (const intent of [
      { kind: "add-range", day: "sunday" },
      { kind: "remove-range", day: "monday", index: 2 },
      { kind: "add-day-off" },
      { kind: "remove-day-off", index: 0 },
    ] as const) {
      expect(parseIntent(intentValue(intent))).toEqual(intent);
    }
    expect(parseIntent("save")).toBeNull();
    expect(parseIntent("add-range:funday")).toBeNull();
    expect(parseIntent("remove-range:monday:x")).toBeNull();
    expect(parseIntent(null)).toBeNull();
  });

  it("add a range after the last one, remove one, add and remove days off", () => {
    let d = applyIntent(draft(), { kind: "add-range", day: "monday" });
    expect(d.weeklyHours.monday).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "12:00", end: "13:00" },
    ]);
    d = applyIntent(d, { kind: "remove-range", day: "monday", index: 0 });
    expect(d.weeklyHours.monday).toEqual([{ start: "12:00", end: "13:00" }]);
    d = applyIntent(d, { kind: "add-day-off" });
    expect(d.daysOff).toEqual(["2026-12-25", ""]);
    d = applyIntent(d, { kind: "remove-day-off", index: 0 });
    expect(d.daysOff).toEqual([""]);
  });
});

describe("validateDraft", () => {
  it("gives the two request bodies, dropping blank days off", () => {
    const result = validateDraft(draft({ daysOff: ["", "2026-12-25"] }));
    if (!result.ok) return expect.fail(JSON.stringify(result.fieldErrors));
    expect(result.rules.daysOff).toEqual(["2026-12-25"]);
    expect(result.rules.sessionMinutes).toBe(50);
    expect(result.settings).toEqual({
      timezone: "Africa/Lagos",
      sessionMinutes: 50,
      bufferMinutes: 10,
      noticeHours: 12,
      approvalRequired: false,
    });
  });

  it("puts each message beside its field", () => {
    const result = validateDraft(
      draft({
        weeklyHours: {
          ...emptyWeeklyHours(),
          tuesday: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "10:00" },
          ],
        },
        sessionMinutes: "",
        daysOff: ["", "2026-02-30"],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      "tuesday.1.end": M.endAfterStart,
      sessionMinutes: M.sessionMinutes,
      "daysOff.1": M.dayOff,
    });
  });
});
