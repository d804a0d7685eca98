import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isBalanced,
  PLATFORM_COMMISSION_SHARE,
  providerEarnings,
  splitFee,
  splitPayment,
} from "./ledger-rules.ts";

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

describe("providerEarnings", () => {
  it("shows a provider the fee, the commission and their share, per session and for the sessions booked", () => {
    expect(providerEarnings(12_000, 1)).toEqual({
      fee: 12_000,
      commission: 2_400,
      share: 9_600,
      totalShare: 9_600,
    });
    expect(providerEarnings(6_000, 3)).toEqual({
      fee: 6_000,
      commission: 1_200,
      share: 4_800,
      totalShare: 14_400,
    });
    expect(providerEarnings(0, 2)).toEqual({ fee: 0, commission: 0, share: 0, totalShare: 0 });
  });
  it("is what the ledger posts for each session held (splitFee)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (fee, sessions) => {
          const e = providerEarnings(fee, sessions);
          expect([e.share, e.commission]).toEqual([splitFee(fee).provider, splitFee(fee).platform]);
          expect(e.share + e.commission).toBe(fee);
          expect(e.totalShare).toBe(e.share * sessions);
        },
      ),
    );
  });
});
