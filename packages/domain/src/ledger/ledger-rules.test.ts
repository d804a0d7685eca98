import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBalanced, PLATFORM_COMMISSION_SHARE, splitFee, splitPayment } from "./ledger-rules.ts";

describe("splitting a fee", () => {
  it("gives the platform its share and the provider the rest, never losing a minor unit", () => {
    expect(splitFee(10_000)).toEqual({ provider: 8_000, platform: 2_000 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (fee) => {
        const { provider, platform } = splitFee(fee);
        return provider + platform === fee && Math.abs(platform - fee * PLATFORM_COMMISSION_SHARE) <= 0.5;
      }),
    );
  });
});

describe("splitting a payment", () => {
  it("takes the wallet first when asked, the gateway for the rest", () => {
    expect(splitPayment({ total: 5_000, walletBalance: 2_000, useWalletBalance: true })).toEqual({
      fromWallet: 2_000,
      fromGateway: 3_000,
    });
    expect(splitPayment({ total: 5_000, walletBalance: 9_000, useWalletBalance: true }).fromGateway).toBe(0);
    expect(splitPayment({ total: 5_000, walletBalance: 9_000, useWalletBalance: false }).fromWallet).toBe(0);
    expect(splitPayment({ total: 5_000, walletBalance: -1, useWalletBalance: true }).fromWallet).toBe(0);
  });
});

describe("balance", () => {
  it("needs two or more whole, non-zero amounts summing to zero", () => {
    expect(isBalanced([100, -100])).toBe(true);
    expect(isBalanced([100, -60, -40])).toBe(true);
    expect(isBalanced([100, -99])).toBe(false);
    expect(isBalanced([0, 0])).toBe(false);
    expect(isBalanced([0.5, -0.5])).toBe(false);
    expect(isBalanced([])).toBe(false);
  });
});
