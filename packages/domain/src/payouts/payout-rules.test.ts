import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canWithdraw,
  checkWithdrawal,
  PAYOUT_ACCOUNT_HOLD_MS,
  PAYOUT_CLEARING_DAYS,
  PAYOUT_MESSAGES,
  PAYOUT_MINIMUM,
  payoutAccountHeld,
  payoutBalances,
  payoutGatewayFor,
  payoutWeek,
  REFUND_WINDOW_DAYS,
  transferFee,
} from "./payout-rules.ts";

describe("the clearing period and the hold", () => {
  it("clears earnings after the refund window, 3 days; holds a changed account 24 hours", () => {
    expect(PAYOUT_CLEARING_DAYS).toBe(REFUND_WINDOW_DAYS);
    expect(PAYOUT_CLEARING_DAYS).toBe(3);
    const now = new Date("2026-11-29T12:00:00Z");
    expect(payoutAccountHeld(new Date(now.getTime() + PAYOUT_ACCOUNT_HOLD_MS), now)).toBe(true);
    expect(payoutAccountHeld(now, now)).toBe(false);
    expect(payoutAccountHeld(null, now)).toBe(false);
    expect(PAYOUT_ACCOUNT_HOLD_MS).toBe(24 * 3_600_000);
  });
});

describe("the minimum withdrawal and the fee", () => {
  it("is ₦1,000, $10 and £10; paid through Paystack for naira, Stripe otherwise", () => {
    expect(PAYOUT_MINIMUM).toEqual({ NGN: 100_000, USD: 1_000, GBP: 1_000 });
    expect(PAYOUT_MESSAGES.belowMinimum("NGN")).toBe("The smallest withdrawal is ₦1,000");
    expect(PAYOUT_MESSAGES.belowMinimum("GBP")).toBe("The smallest withdrawal is £10");
    expect(payoutGatewayFor("NGN")).toBe("paystack");
    expect(payoutGatewayFor("USD")).toBe("stripe");
  });

  it("charges Paystack's NGN tiers (₦10 to ₦5,000, ₦25 to ₦50,000, ₦50 above) and nothing through Stripe", () => {
    expect(transferFee(100_000, "NGN")).toBe(1_000);
    expect(transferFee(500_000, "NGN")).toBe(1_000);
    expect(transferFee(500_001, "NGN")).toBe(2_500);
    expect(transferFee(5_000_000, "NGN")).toBe(2_500);
    expect(transferFee(5_000_001, "NGN")).toBe(5_000);
    expect(transferFee(5_000_000, "GBP")).toBe(0);
    expect(transferFee(1_000, "USD")).toBe(0);
  });
});

describe("a withdrawal", () => {
  it("takes all or part of the available balance above the minimum, and says what arrives", () => {
    expect(checkWithdrawal(600_000, 600_000, "NGN")).toEqual({
      ok: true,
      amount: 600_000,
      fee: 2_500,
      arrives: 597_500,
    });
    expect(checkWithdrawal(99_999, 600_000, "NGN")).toEqual({
      ok: false,
      message: "The smallest withdrawal is ₦1,000",
    });
    expect(checkWithdrawal(600_001, 600_000, "NGN")).toEqual({
      ok: false,
      message: PAYOUT_MESSAGES.aboveAvailable,
    });
    expect(checkWithdrawal(10.5, 600_000, "NGN").ok).toBe(false);
    expect(canWithdraw(999, "GBP")).toBe(false);
    expect(canWithdraw(1_000, "GBP")).toBe(true);
  });

  it("never takes available below zero and never arrives as nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom("NGN" as const, "USD" as const, "GBP" as const),
        (available, amount, currency) => {
          const check = checkWithdrawal(amount, available, currency);
          if (check.ok) {
            expect(available - check.amount).toBeGreaterThanOrEqual(0);
            expect(check.arrives).toBeGreaterThan(0);
            expect(check.arrives + check.fee).toBe(amount);
          }
        },
      ),
    );
  });
});

describe("the balances", () => {
  it("splits the earnings into available and pending (clearing), beside on its way and paid out", () => {
    expect(
      payoutBalances({ earningsBalance: 50_000, clearing: 20_000, inFlight: 7_000, paidOut: 9_000 }),
    ).toEqual({
      available: 30_000,
      pending: 20_000,
      onItsWay: 7_000,
      paidOut: 9_000,
    });
  });

  it("goes negative when a refund follows a payout, and pending never exceeds what is there", () => {
    expect(
      payoutBalances({ earningsBalance: -4_000, clearing: 0, inFlight: 0, paidOut: 10_000 }),
    ).toMatchObject({
      available: -4_000,
      pending: 0,
    });
    expect(
      payoutBalances({ earningsBalance: 5_000, clearing: 8_000, inFlight: 0, paidOut: 0 }),
    ).toMatchObject({
      available: 0,
      pending: 5_000,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        (balance, clearing) => {
          const b = payoutBalances({ earningsBalance: balance, clearing, inFlight: 0, paidOut: 0 });
          expect(b.available + b.pending).toBe(balance);
          expect(b.pending).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("the weekly payout's week", () => {
  it("is the ISO week, the same all week and new on Monday", () => {
    expect(payoutWeek(new Date("2026-11-23T00:00:00Z"))).toBe("2026-W48");
    expect(payoutWeek(new Date("2026-11-29T23:59:59Z"))).toBe("2026-W48");
    expect(payoutWeek(new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
    expect(payoutWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
  });
});
