import { describe, expect, it } from "vitest";
import {
  allowRescheduleSchema,
  FOLLOW_UP_MESSAGES,
  invitationOpen,
  pageCount,
  participantAnswerSchema,
  recommendationSchema,
  rescheduleRefusal,
  rescheduleSchema,
} from "./booking-followups.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";
const now = new Date("2026-12-01T10:00:00Z");
const later = "2026-12-08T10:00:00Z";

describe("rescheduleRefusal", () => {
  const base = {
    viewerRole: "client",
    status: "confirmed",
    allowReschedule: "allowed",
    appointmentTime: later,
    now,
  } as const;

  it("lets a client move an upcoming session once the provider allowed it", () => {
    expect(rescheduleRefusal(base)).toBeNull();
    expect(rescheduleRefusal({ ...base, allowReschedule: "not_allowed" })).toBe(
      FOLLOW_UP_MESSAGES.rescheduleNotAllowed,
    );
  });

  it("lets the provider move an upcoming session always", () => {
    expect(rescheduleRefusal({ ...base, viewerRole: "provider", allowReschedule: "not_allowed" })).toBeNull();
  });

  it("refuses past, unscheduled and finished sessions to everyone", () => {
    for (const change of [
      { appointmentTime: "2026-11-30T10:00:00Z" },
      { appointmentTime: null },
      { status: "cancelled" },
      { status: "completed" },
      { status: "declined" },
    ]) {
      expect(rescheduleRefusal({ ...base, viewerRole: "provider", ...change })).toBe(
        FOLLOW_UP_MESSAGES.rescheduleClosed,
      );
    }
  });
});

describe("invitationOpen", () => {
  it("is open while the booking goes ahead", () => {
    expect(invitationOpen("confirmed")).toBe(true);
    expect(invitationOpen("awaiting_payment")).toBe(true);
    expect(invitationOpen("cancelled")).toBe(false);
    expect(invitationOpen("declined")).toBe(false);
  });
});

describe("schemas", () => {
  it("reads an invitee's answer", () => {
    expect(participantAnswerSchema.parse({ status: "accepted" })).toEqual({ status: "accepted" });
    expect(participantAnswerSchema.safeParse({ status: "maybe" }).error?.issues[0]?.message).toBe(
      FOLLOW_UP_MESSAGES.participantAnswer,
    );
  });

  it("reads the reschedule permission and the new slot", () => {
    expect(allowRescheduleSchema.parse({ status: "not_allowed" }).status).toBe("not_allowed");
    expect(allowRescheduleSchema.safeParse({ status: true }).success).toBe(false);
    expect(rescheduleSchema.parse({ timeslotIdentifier: ID }).timeslotIdentifier).toBe(ID);
    expect(rescheduleSchema.safeParse({}).error?.issues[0]?.message).toBe(FOLLOW_UP_MESSAGES.chooseNewTime);
  });

  it("takes 1 to 5 different providers", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `${ID.slice(0, 25)}${i}`);
    expect(recommendationSchema.safeParse({ providerIdentifiers: ids(1) }).success).toBe(true);
    expect(recommendationSchema.safeParse({ providerIdentifiers: ids(5) }).success).toBe(true);
    for (const bad of [[], ids(6), ["nope"]]) {
      expect(recommendationSchema.safeParse({ providerIdentifiers: bad }).error?.issues[0]?.message).toBe(
        FOLLOW_UP_MESSAGES.recommendCount,
      );
    }
    expect(recommendationSchema.safeParse({ providerIdentifiers: [ID, ID] }).error?.issues[0]?.message).toBe(
      FOLLOW_UP_MESSAGES.recommendTwice,
    );
  });
});

describe("pageCount", () => {
  it("always has a first page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
