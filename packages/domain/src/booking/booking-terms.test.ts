import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancellationTerms,
  countdownMark,
  formatCountdown,
  hasStarted,
  lateFeeOf,
  minutesLeft,
  modalityDisplay,
  secondsLeft,
} from "./booking-terms.ts";

const NOW = Date.parse("2026-12-01T10:00:00Z");

describe("modalityDisplay", () => {
  it("keeps 'Online - Audio' and 'Online - Video' online, with no address", () => {
    expect(modalityDisplay("Online - Audio", "12 Admiralty Way")).toEqual({
      name: "Online - Audio",
      inPerson: false,
      officeAddress: null,
    });
    expect(modalityDisplay("Online - Video", null).inPerson).toBe(false);
  });

  it("reads anything else as in person, at the office address", () => {
    expect(modalityDisplay("In Person", " 12 Admiralty Way, Lekki ")).toEqual({
      name: "In Person",
      inPerson: true,
      officeAddress: "12 Admiralty Way, Lekki",
    });
    expect(modalityDisplay("Home visit", "").officeAddress).toBeNull();
    expect(modalityDisplay("Home visit", undefined).inPerson).toBe(true);
  });
});

describe("the hold's countdown", () => {
  it("counts whole seconds left, rounding up, never below 0", () => {
    expect(secondsLeft("2026-12-01T10:10:00Z", NOW)).toBe(600);
    expect(secondsLeft("2026-12-01T10:00:00.400Z", NOW)).toBe(1);
    expect(secondsLeft("2026-12-01T09:59:00Z", NOW)).toBe(0);
    expect(secondsLeft("not a date", NOW)).toBe(0);
  });

  it("reads as mm:ss, and h:mm:ss past an hour", () => {
    expect(formatCountdown(600)).toBe("10:00");
    expect(formatCountdown(599)).toBe("09:59");
    expect(formatCountdown(5)).toBe("00:05");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-3)).toBe("00:00");
    expect(formatCountdown(86_399)).toBe("23:59:59");
    expect(formatCountdown(3600)).toBe("1:00:00");
  });

  it("announces only at its marks, once each, the last one passed when a tick skips", () => {
    expect(countdownMark(301, 300)).toBe(300);
    expect(countdownMark(300, 299)).toBeNull();
    expect(countdownMark(62, 61)).toBeNull();
    expect(countdownMark(1, 0)).toBe(0);
    // A sleeping tab wakes 3 minutes later: only '1 minute' is said, not '2 minutes' too.
    expect(countdownMark(200, 20)).toBe(30);
    expect(countdownMark(0, 0)).toBeNull();
    expect(countdownMark(10, 20)).toBeNull();
  });

  it("says at most 8 things over a whole day's hold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (start) => {
        let said = 0;
        for (let s = start; s > 0; s -= 1) if (countdownMark(s, s - 1) !== null) said += 1;
        return said <= 8;
      }),
      { numRuns: 20 },
    );
  });

  it("rounds minutes up", () => {
    expect(minutesLeft(90)).toBe(2);
    expect(minutesLeft(60)).toBe(1);
    expect(minutesLeft(-1)).toBe(0);
  });
});

describe("cancellation terms", () => {
  const policy = { noticeHours: 24, lateFeeShare: 0.5, freeUntil: "2026-12-05T09:00:00Z" };

  it("is free until the notice, then half the session fee", () => {
    expect(cancellationTerms(policy, 4500, NOW)).toEqual({
      kind: "freeUntil",
      until: "2026-12-05T09:00:00Z",
      lateFee: 2250,
    });
    expect(cancellationTerms(policy, 4500, Date.parse("2026-12-05T09:00:00Z")).kind).toBe("freeUntil");
    expect(cancellationTerms(policy, 4500, Date.parse("2026-12-05T09:00:00.001Z"))).toEqual({
      kind: "late",
      lateFee: 2250,
    });
  });

  it("is free for a free booking, a booking with no time yet, and a provider", () => {
    expect(cancellationTerms(policy, 0, NOW)).toEqual({ kind: "free" });
    expect(cancellationTerms({ ...policy, freeUntil: null }, 4500, NOW)).toEqual({ kind: "free" });
    expect(cancellationTerms({ ...policy, freeUntil: "nonsense" }, 4500, NOW)).toEqual({ kind: "free" });
    expect(cancellationTerms(policy, 4500, Date.parse("2026-12-06T00:00:00Z"), "provider")).toEqual({
      kind: "free",
    });
  });

  it("charges a whole number of minor units, between nothing and the fee", () => {
    expect(lateFeeOf(4501, 0.5)).toBe(2251);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.double({ min: -1, max: 2, noNaN: true }), (fee, share) => {
        const late = lateFeeOf(fee, share);
        return Number.isInteger(late) && late >= 0 && late <= fee;
      }),
    );
  });
});

describe("hasStarted", () => {
  it("is true from the session's start, never for a session with no time", () => {
    expect(hasStarted("2026-12-01T10:00:00Z", NOW)).toBe(true);
    expect(hasStarted("2026-12-01T10:00:01Z", NOW)).toBe(false);
    expect(hasStarted(null, NOW)).toBe(false);
  });
});
