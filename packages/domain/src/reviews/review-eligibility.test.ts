import { describe, expect, it } from "vitest";
import { mayBeReviewed } from "./review-eligibility.ts";

const completed = { status: "completed" as const, paid: true, fee: 10_000, bookedByClient: true };

describe("mayBeReviewed (issue 27)", () => {
  it("takes a paid, completed session, and a free one the client booked", () => {
    expect(mayBeReviewed(completed)).toBe(true);
    expect(mayBeReviewed({ ...completed, paid: false, fee: 0 })).toBe(true);
  });

  it("refuses a session the provider made without payment, paid therapy or free", () => {
    expect(mayBeReviewed({ ...completed, paid: false, bookedByClient: false })).toBe(false);
    expect(mayBeReviewed({ ...completed, paid: false, fee: 0, bookedByClient: false })).toBe(false);
    expect(mayBeReviewed({ ...completed, paid: false })).toBe(false);
  });

  it("refuses every session that did not complete, paid or not", () => {
    for (const status of ["confirmed", "cancelled", "awaiting_payment", "expired"] as const) {
      expect(mayBeReviewed({ ...completed, status })).toBe(false);
    }
  });
});
