import { describe, expect, it } from "vitest";
import { BOOKING_API_MESSAGES } from "./booking-policy.ts";
import { seriesBookingRequestSchema, singleBookingRequestSchema } from "./booking-request.ts";
import { BOOKING_MESSAGES } from "./booking-validation.ts";

const ID = (n: number) => `01JD${String(n).padStart(22, "0")}`;
const base = {
  concerns: [ID(1)],
  therapyIdentifier: ID(2),
  modalityIdentifier: ID(3),
  providerIdentifier: ID(4),
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("single booking request", () => {
  it("accepts a slot or none (schedule later) and lowercases participants", () => {
    const r = singleBookingRequestSchema.parse({
      ...base,
      timeslotIdentifier: null,
      participants: ["A@B.co"],
    });
    expect(r.participants).toEqual(["a@b.co"]);
    expect(r.note).toBe("");
    expect(singleBookingRequestSchema.safeParse({ ...base, timeslotIdentifier: ID(5) }).success).toBe(true);
  });
  it("answers the spec's messages", () => {
    expect(
      firstMessage(singleBookingRequestSchema.safeParse({ ...base, concerns: [], timeslotIdentifier: null })),
    ).toBe(BOOKING_MESSAGES.noConcern);
    expect(
      firstMessage(
        singleBookingRequestSchema.safeParse({ ...base, therapyIdentifier: "x", timeslotIdentifier: null }),
      ),
    ).toBe(BOOKING_MESSAGES.noTherapy);
    expect(
      firstMessage(
        singleBookingRequestSchema.safeParse({
          ...base,
          participants: ["a@b.co", "A@b.co"],
          timeslotIdentifier: null,
        }),
      ),
    ).toBe(BOOKING_MESSAGES.duplicateEmail);
  });
});

describe("series booking request", () => {
  const series = { ...base, totalSessions: 3, seriesTimeslots: [ID(5), ID(6)] };
  it("accepts fewer slots than sessions", () => {
    expect(seriesBookingRequestSchema.safeParse(series).success).toBe(true);
  });
  it("refuses too few or many sessions, extra or repeated slots", () => {
    expect(firstMessage(seriesBookingRequestSchema.safeParse({ ...series, totalSessions: 1 }))).toBe(
      BOOKING_API_MESSAGES.tooFewSessions,
    );
    expect(firstMessage(seriesBookingRequestSchema.safeParse({ ...series, totalSessions: 13 }))).toBe(
      BOOKING_API_MESSAGES.tooManySessions,
    );
    expect(
      firstMessage(
        seriesBookingRequestSchema.safeParse({
          ...series,
          totalSessions: 2,
          seriesTimeslots: [ID(5), ID(6), ID(7)],
        }),
      ),
    ).toBe(BOOKING_API_MESSAGES.moreSlotsThanSessions);
    expect(
      firstMessage(seriesBookingRequestSchema.safeParse({ ...series, seriesTimeslots: [ID(5), ID(5)] })),
    ).toBe(BOOKING_MESSAGES.duplicateSlot);
  });
});
