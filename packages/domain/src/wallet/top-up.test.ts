import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOP_UP_MAXIMUM, TOP_UP_MINIMUM } from "../ledger/payment-rules.ts";
import {
  checkTopUpAmount,
  checkTopUpMinor,
  PAYMENT_POLL_MS,
  REDIRECT_FALLBACK_MS,
  TOP_UP_LIMITS,
  topUpAmountSchema,
  topUpLimits,
  WALLET_MESSAGES,
} from "./index.ts";

describe("top-up amount", () => {
  it("strips commas and sends minor units (× 100)", () => {
    expect(checkTopUpAmount("5,000", "NGN")).toEqual({ ok: true, minor: 500_000 });
    expect(checkTopUpAmount(" 25.50 ", "GBP")).toEqual({ ok: true, minor: 2_550 });
    expect(checkTopUpAmount("1,000,000", "NGN")).toEqual({ ok: true, minor: 100_000_000 });
    expect(checkTopUpAmount("0.29e0", "GBP").ok).toBe(false);
  });

  it("asks for an amount, numbers only, positive, with at most 2 decimals", () => {
    expect(checkTopUpAmount("", "GBP")).toEqual({ ok: false, message: WALLET_MESSAGES.amountRequired });
    expect(checkTopUpAmount(" , ", "GBP")).toEqual({ ok: false, message: WALLET_MESSAGES.amountRequired });
    expect(checkTopUpAmount("ten", "GBP")).toEqual({ ok: false, message: WALLET_MESSAGES.amountInvalid });
    expect(checkTopUpAmount("-20", "GBP")).toEqual({ ok: false, message: WALLET_MESSAGES.amountInvalid });
    expect(checkTopUpAmount("20.505", "GBP")).toEqual({ ok: false, message: WALLET_MESSAGES.amountDecimals });
  });

  it("holds each currency between its minimum and maximum, named in the currency", () => {
    expect(checkTopUpAmount("99.99", "NGN")).toEqual({ ok: false, message: "The smallest top-up is ₦100" });
    expect(checkTopUpAmount("1,000,000.01", "NGN")).toEqual({
      ok: false,
      message: "The largest top-up is ₦1,000,000",
    });
    expect(checkTopUpAmount("0", "GBP")).toEqual({ ok: false, message: "The smallest top-up is £5" });
    expect(checkTopUpAmount("5000.01", "USD")).toEqual({
      ok: false,
      message: "The largest top-up is $5,000",
    });
    expect(checkTopUpAmount("1", "JPY")).toEqual({ ok: true, minor: 100 });
  });

  it("checks minor units against the same limits, with the same messages (the API's check)", () => {
    expect(checkTopUpMinor(9_999, "NGN")).toEqual({ ok: false, message: "The smallest top-up is ₦100" });
    expect(checkTopUpMinor(10_000, "NGN")).toEqual({ ok: true, minor: 10_000 });
    expect(checkTopUpMinor(499, "GBP")).toEqual({ ok: false, message: "The smallest top-up is £5" });
    expect(checkTopUpMinor(499, "usd")).toEqual({ ok: false, message: "The smallest top-up is $5" });
    expect(checkTopUpMinor(500_001, "USD")).toEqual({ ok: false, message: "The largest top-up is $5,000" });
    expect(checkTopUpMinor(100, "JPY")).toEqual({ ok: true, minor: 100 });
  });

  it("keeps every currency's limits inside the API's", () => {
    for (const { min, max } of Object.values(TOP_UP_LIMITS)) {
      expect(min).toBeGreaterThanOrEqual(TOP_UP_MINIMUM);
      expect(max).toBeLessThanOrEqual(TOP_UP_MAXIMUM);
      expect(min).toBeLessThan(max);
    }
    expect(topUpLimits("ngn")).toEqual(TOP_UP_LIMITS.NGN);
    expect(topUpLimits("XYZ")).toEqual({ min: TOP_UP_MINIMUM, max: TOP_UP_MAXIMUM });
  });

  it("accepts exactly what lies within the limits, and sends it unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("NGN", "GBP", "USD"),
        fc.integer({ min: 0, max: 200_000_000 }),
        (currency, minor) => {
          const text = (minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
          const { min, max } = topUpLimits(currency);
          const checked = checkTopUpAmount(text, currency);
          expect(checked.ok).toBe(minor >= min && minor <= max);
          if (checked.ok) expect(checked.minor).toBe(minor);
        },
      ),
    );
  });

  it("is also a zod schema with the same messages", () => {
    expect(topUpAmountSchema("NGN").parse("15,000")).toBe(1_500_000);
    const failed = topUpAmountSchema("NGN").safeParse("abc");
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(WALLET_MESSAGES.amountInvalid);
    expect(topUpAmountSchema("GBP").safeParse(undefined).error?.issues[0]?.message).toBe(
      WALLET_MESSAGES.amountRequired,
    );
  });

  it("polls every 5 s and falls back after 100 ms (spec section 9)", () => {
    expect(PAYMENT_POLL_MS).toBe(5000);
    expect(REDIRECT_FALLBACK_MS).toBe(100);
  });
});
