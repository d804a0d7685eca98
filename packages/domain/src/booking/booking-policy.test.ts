import { describe, expect, it } from "vitest";
import {
  acceptedHoldExpiry,
  BOOKING_HOLD_MINUTES,
  cadenceStarts,
  cancellationCost,
  freeCancellationUntil,
  holdExpiry,
  lateCancellationFee,
  MAX_UNPAID_BOOKINGS,
  MAX_UNPAID_SESSIONS,
  REHOLD_COOLDOWN_MINUTES,
  REQUEST_EXPIRY_HOURS,
  reholdAllowedFrom,
  requestExpiry,
  unpaidHoldLimit,
} from "./booking-policy.ts";

const now = new Date("2026-12-01T10:00:00Z");
const at = (iso: string) => new Date(iso);

describe("holds", () => {
  it("holds a client's slot for the stated minutes", () => {
    expect(holdExpiry(now).getTime() - now.getTime()).toBe(BOOKING_HOLD_MINUTES * 60_000);
  });
  it("gives an accepted request a day to pay, never past the first session", () => {
    expect(acceptedHoldExpiry(now, null).toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(acceptedHoldExpiry(now, at("2026-12-05T10:00:00Z")).toISOString()).toBe(
      "2026-12-02T10:00:00.000Z",
    );
    expect(acceptedHoldExpiry(now, at("2026-12-01T15:00:00Z")).toISOString()).toBe(
      "2026-12-01T15:00:00.000Z",
    );
  });
});

describe("unpaid holds (decision 038)", () => {
  it("states the limits the issue chose", () => {
    expect([MAX_UNPAID_BOOKINGS, MAX_UNPAID_SESSIONS, REQUEST_EXPIRY_HOURS, REHOLD_COOLDOWN_MINUTES]).toEqual(
      [2, 12, 48, 15],
    );
  });
  it("lets a client open unpaid bookings up to the count and the sessions limit, and no further", () => {
    expect(unpaidHoldLimit([], 12)).toEqual({ ok: true });
    expect(unpaidHoldLimit([], 13)).toEqual({ ok: false, limit: "sessions" });
    expect(unpaidHoldLimit([1], 1)).toEqual({ ok: true });
    expect(unpaidHoldLimit([6], 6)).toEqual({ ok: true });
    expect(unpaidHoldLimit([6], 7)).toEqual({ ok: false, limit: "sessions" });
    expect(unpaidHoldLimit([12], 2)).toEqual({ ok: false, limit: "sessions" });
    expect(unpaidHoldLimit([1, 1], 1)).toEqual({ ok: false, limit: "bookings" });
  });
  it("refuses the attack of the finding: the second of six series of 12 already", () => {
    const held: number[] = [];
    const answers = Array.from({ length: 6 }, () => {
      const answer = unpaidHoldLimit(held, 12);
      if (answer.ok) held.push(12);
      return answer.ok;
    });
    expect(answers).toEqual([true, false, false, false, false, false]);
  });
  it("expires a request two days after it was sent, or at its first session if sooner", () => {
    expect(requestExpiry(now, null).toISOString()).toBe("2026-12-03T10:00:00.000Z");
    expect(requestExpiry(now, at("2026-12-09T10:00:00Z")).toISOString()).toBe("2026-12-03T10:00:00.000Z");
    expect(requestExpiry(now, at("2026-12-02T08:00:00Z")).toISOString()).toBe("2026-12-02T08:00:00.000Z");
  });
  it("lets the same client hold a released time again after the cooling-off", () => {
    expect(reholdAllowedFrom(now).toISOString()).toBe("2026-12-01T10:15:00.000Z");
  });
});

describe("cancellation", () => {
  const session = at("2026-12-03T10:00:00Z");
  it("is free until the notice window", () => {
    expect(freeCancellationUntil(session)?.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(freeCancellationUntil(null)).toBeNull();
  });
  it("costs a paid client half the fee inside the window", () => {
    expect(lateCancellationFee(15_001)).toBe(7501);
    const late = at("2026-12-02T12:00:00Z");
    expect(
      cancellationCost({ by: "client", paid: true, appointmentTime: session, fee: 20_000, now: late }),
    ).toBe(10_000);
  });
  it("costs nothing with notice, unpaid, without a time, or when the provider cancels", () => {
    const late = at("2026-12-02T12:00:00Z");
    const base = { by: "client" as const, paid: true, appointmentTime: session, fee: 20_000 };
    expect(cancellationCost({ ...base, now })).toBe(0);
    expect(cancellationCost({ ...base, now: late, paid: false })).toBe(0);
    expect(cancellationCost({ ...base, now: late, appointmentTime: null })).toBe(0);
    expect(cancellationCost({ ...base, now: late, by: "provider" })).toBe(0);
  });
});

describe("cadence", () => {
  it("repeats weekly or every other week", () => {
    const first = at("2026-12-01T09:00:00Z");
    expect(cadenceStarts(first, 1, 3).map((d) => d.toISOString())).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-08T09:00:00.000Z",
      "2026-12-15T09:00:00.000Z",
    ]);
    expect(cadenceStarts(first, 2, 2, (d, n) => new Date(d.getTime() + n * 1000))[1]?.getTime()).toBe(
      first.getTime() + 14_000,
    );
  });
});
