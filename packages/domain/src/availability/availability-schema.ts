import { z } from "zod";
import { timezoneSchema } from "../accounts/client-preference.ts";
import {
  END_TIME_PATTERN,
  isIsoDate,
  AVAILABILITY_LIMITS as L,
  AVAILABILITY_MESSAGES as M,
  minutesOfDay,
  TIME_PATTERN,
  WEEKDAYS,
  type Weekday,
} from "./availability-rules.ts";

export const timeRangeSchema = z
  .object({
    start: z.string().regex(TIME_PATTERN, M.time),
    end: z.string().regex(END_TIME_PATTERN, M.time),
  })
  // A badly written time already has its message; the order is only checked between real times.
  .refine(
    (r) =>
      !TIME_PATTERN.test(r.start) ||
      !END_TIME_PATTERN.test(r.end) ||
      minutesOfDay(r.end) > minutesOfDay(r.start),
    { message: M.endAfterStart, path: ["end"] },
  );

/** One weekday's ranges: at most six, none overlapping (touching is fine: 09:00–12:00, 12:00–13:00). */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(L.rangesPerDay, M.tooManyRanges)
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((r, index) => ({ index, start: minutesOfDay(r.start), end: minutesOfDay(r.end) }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      const prev = sorted[i - 1];
      const cur = sorted[i];
      if (prev && cur && cur.start < prev.end) {
        ctx.addIssue({ code: "custom", message: M.overlap, path: [cur.index, "start"] });
      }
    }
  });

const weeklyShape = Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<
  Weekday,
  typeof dayRangesSchema
>;
export const weeklyHoursSchema = z.object(weeklyShape);

const whole = (limit: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limit.min, message).max(limit.max, message);

export const sessionMinutesSchema = whole(L.sessionMinutes, M.sessionMinutes);
export const bufferMinutesSchema = whole(L.bufferMinutes, M.bufferMinutes);
export const noticeHoursSchema = whole(L.noticeHours, M.noticeHours);
export const horizonDaysSchema = whole(L.horizonDays, M.horizonDays);

/** Days off: real dates, each once, sorted (the stored list is tidy whatever order they came in). */
export const daysOffSchema = z
  .array(z.string().refine(isIsoDate, M.dayOff))
  .max(L.daysOff, M.tooManyDaysOff)
  .transform((days) => [...new Set(days)].sort());

/** `PUT /v1/provider/availability`: the whole set of rules the slots derive from. */
export const availabilityRulesSchema = z.object({
  weeklyHours: weeklyHoursSchema,
  sessionMinutes: sessionMinutesSchema,
  bufferMinutes: bufferMinutesSchema,
  noticeHours: noticeHoursSchema,
  horizonDays: horizonDaysSchema,
  daysOff: daysOffSchema,
});

/**
 * `PUT /v1/provider/settings` (spec: payload not shown): timezone, session length, buffer, booking
 * notice and whether bookings wait for approval — that switch's one home. In-person sessions and the
 * office address live in the profile info alone, as a structured address (decision 045).
 */
export const providerSettingsSchema = z.object({
  timezone: timezoneSchema,
  sessionMinutes: sessionMinutesSchema,
  bufferMinutes: bufferMinutesSchema,
  noticeHours: noticeHoursSchema,
  approvalRequired: z.boolean(),
});

export type AvailabilityRulesInput = z.input<typeof availabilityRulesSchema>;
export type ProviderSettings = z.output<typeof providerSettingsSchema>;
export type ProviderSettingsInput = z.input<typeof providerSettingsSchema>;
