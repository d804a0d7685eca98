import { describe, expect, it } from "vitest";
import { accountStatus, amountFieldValue, atMostOf, refundAmount, regionOf } from "./support.ts";

describe("the support screens' rules", () => {
  it("place an account on the site of its country", () => {
    expect(regionOf("NG")).toBe("nigeria");
    expect(regionOf("gb")).toBe("global");
    expect(regionOf("US")).toBe("global");
    expect(regionOf("FR")).toBe("global");
    expect(regionOf(null)).toBeNull();
  });

  it("say deleted before suspended, and active otherwise", () => {
    expect(accountStatus({ suspendedAt: null, deletedAt: null })).toEqual({ key: "active" });
    expect(accountStatus({ suspendedAt: "2026-11-01T00:00:00Z", deletedAt: null })).toEqual({
      key: "suspended",
      since: "2026-11-01T00:00:00Z",
    });
    expect(
      accountStatus({ suspendedAt: "2026-11-01T00:00:00Z", deletedAt: "2026-11-02T00:00:00Z" }).key,
    ).toBe("deleted");
  });

  it("read a refund amount in major units, blank meaning all that is left", () => {
    expect(refundAmount("", 2500)).toEqual({ minor: 2500 });
    expect(refundAmount("12.50", 2500)).toEqual({ minor: 1250 });
    expect(refundAmount("1,000", 200_000)).toEqual({ minor: 100_000 });
    expect(refundAmount("0.29", 2500)).toEqual({ minor: 29 });
    expect(refundAmount("25", 2500)).toEqual({ minor: 2500 });
  });

  it("refuse a refund amount that is not money, zero, too precise or more than is left", () => {
    expect(refundAmount("twelve", 2500)).toEqual({ error: "amount" });
    expect(refundAmount("12.505", 2500)).toEqual({ error: "amountDecimals" });
    expect(refundAmount("0", 2500)).toEqual({ error: "amountZero" });
    expect(refundAmount("-3", 2500)).toEqual({ error: "amountZero" });
    expect(refundAmount("25.01", 2500)).toEqual({ error: "amountTooLarge" });
    expect(refundAmount("", 0)).toEqual({ error: "amountZero" });
  });

  it("show an amount in the field as it is typed", () => {
    expect(amountFieldValue(2500)).toBe("25.00");
    expect(amountFieldValue(1_500_050)).toBe("15000.50");
  });

  it("read the API's 'at most' figure from a refusal", () => {
    expect(atMostOf({ message: "too much", errors: ["amount: at most 1200"] })).toBe(1200);
    expect(atMostOf({ message: "nothing" })).toBeNull();
    expect(atMostOf("text")).toBeNull();
  });
});
