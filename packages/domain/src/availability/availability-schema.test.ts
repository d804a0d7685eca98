import { describe, expect, it } from "vitest";
import {
  DEFAULT_AVAILABILITY,
  emptyWeeklyHours,
  isIsoDate,
  AVAILABILITY_MESSAGES as M,
  nextRange,
  timeOfDay,
} from "./availability-rules.ts";
import { availabilityRulesSchema, providerSettingsSchema } from "./availability-schema.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const valid = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: {
    ...emptyWeeklyHours(),
    monday: [
      { start: "13:00", end: "17:00" },
      { start: "09:00", end: "13:00" },
    ],
  },
  daysOff: ["2026-12-26", "2026-12-25", "2026-12-25"],
};

describe("availabilityRulesSchema", () => {
  it("accepts touching ranges and tidies days off (unique, sorted)", () => {
    const parsed = availabilityRulesSchema.parse(valid);
    expect(parsed.daysOff).toEqual(["2026-12-25", "2026-12-26"]);
    expect(parsed.weeklyHours.monday).toHaveLength(2);
  });

  it("refuses overlapping ranges, an end before its start and badly written times", () => {
    const overlap = availabilityRulesSchema.safeParse({
      ...valid,
      weeklyHours: {
        ...valid.weeklyHours,
        tuesday: [
          { start: "09:00", end: "12:00" },
          { start: "11:00", end: "13:00" },
        ],
      },
    });
    expect(messages(overlap)).toEqual([M.overlap]);
    expect(overlap.error?.issues[0]?.path).toEqual(["weeklyHours", "tuesday", 1, "start"]);
    const backwards = availabilityRulesSchema.safeParse({
      ...valid,
      weeklyHours: { ...valid.weeklyHours, friday: [{ start: "12:00", end: "09:00" }] },
    });
    expect(messages(backwards)).toEqual([M.endAfterStart]);
    const badTime = availabilityRulesSchema.safeParse({
      ...valid,
      weeklyHours: { ...valid.weeklyHours, friday: [{ start: "9am", end: "24:00" }] },
    });
    expect(messages(badTime)).toEqual([M.time]);
    expect(
      messages(
        availabilityRulesSchema.safeParse({
          ...valid,
          weeklyHours: { ...valid.weeklyHours, friday: [{ start: "24:00", end: "24:00" }] },
        }),
      ),
    ).toContain(M.time);
  });

  it("holds the limits: six ranges a day, session, buffer, notice, horizon, days off", () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({
      start: timeOfDay(i * 60),
      end: timeOfDay(i * 60 + 30),
    }));
    expect(
      messages(
        availabilityRulesSchema.safeParse({ ...valid, weeklyHours: { ...valid.weeklyHours, sunday: seven } }),
      ),
    ).toEqual([M.tooManyRanges]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, sessionMinutes: 10 }))).toEqual([
      M.sessionMinutes,
    ]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, sessionMinutes: 50.5 }))).toEqual([
      M.sessionMinutes,
    ]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, bufferMinutes: 121 }))).toEqual([
      M.bufferMinutes,
    ]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, noticeHours: -1 }))).toEqual([
      M.noticeHours,
    ]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, horizonDays: 0 }))).toEqual([
      M.horizonDays,
    ]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, horizonDays: "30" }))).toEqual([
      M.horizonDays,
    ]);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, daysOff: ["2026-02-30"] }))).toEqual([
      M.dayOff,
    ]);
    const many = Array.from({ length: 101 }, (_, i) => `2027-01-${String((i % 28) + 1).padStart(2, "0")}`);
    expect(messages(availabilityRulesSchema.safeParse({ ...valid, daysOff: many }))).toEqual([
      M.tooManyDaysOff,
    ]);
  });
});

describe("providerSettingsSchema", () => {
  const settings = {
    timezone: "Europe/London",
    sessionMinutes: 50,
    bufferMinutes: 10,
    noticeHours: 12,
    approvalRequired: true,
  };
  it("accepts settings and needs a real timezone", () => {
    expect(providerSettingsSchema.parse(settings)).toEqual(settings);
    expect(messages(providerSettingsSchema.safeParse({ ...settings, timezone: "Mars/Phobos" }))).toHaveLength(
      1,
    );
  });
  it("carries no office address or offline switch: their one home is the profile info (decision 045)", () => {
    const parsed = providerSettingsSchema.parse({
      ...settings,
      offerOfflineSession: true,
      officeAddress: "12 Marina Road, Lagos",
    });
    expect(parsed).not.toHaveProperty("officeAddress");
    expect(parsed).not.toHaveProperty("offerOfflineSession");
  });
});

describe("availability helpers", () => {
  it("isIsoDate accepts real calendar days only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-2-1")).toBe(false);
  });
  it("nextRange starts an empty day at 09:00–17:00 and follows the last range otherwise", () => {
    expect(nextRange([])).toEqual({ start: "09:00", end: "17:00" });
    expect(nextRange([{ start: "09:00", end: "12:00" }])).toEqual({ start: "12:00", end: "13:00" });
    expect(nextRange([{ start: "20:00", end: "23:30" }])).toEqual({ start: "23:00", end: "24:00" });
    expect(nextRange([{ start: "20:00", end: "bad" }])).toEqual({ start: "09:00", end: "17:00" });
  });
});
