import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  chooseFee,
  currencyForCountry,
  formatAmount,
  formatMoney,
  parseAmount,
  parseMinor,
  seriesTotal,
  toMajor,
  toMinor,
  userCurrency,
} from "./index.ts";

describe("userCurrency", () => {
  it("follows the person's own country, whichever site they are on", () => {
    expect(userCurrency("NG", "USD")).toBe("NGN");
    expect(userCurrency("GB", "NGN")).toBe("GBP");
    expect(userCurrency("us", "NGN")).toBe("USD");
  });

  it("gives anyone from elsewhere GBP, the default company's currency, not the site's", () => {
    expect(userCurrency("FR", "NGN")).toBe("GBP");
    expect(userCurrency("KE", "USD")).toBe("GBP");
    expect(userCurrency("KE")).toBe("GBP");
  });

  it("lets the site decide only when the person's country is unknown; without a site, GBP", () => {
    expect(userCurrency(null, "NGN")).toBe("NGN");
    expect(userCurrency(undefined, "USD")).toBe("USD");
    expect(userCurrency(" ", "NGN")).toBe("NGN");
    expect(userCurrency(null)).toBe("GBP");
  });
});

describe("currencyForCountry", () => {
  it("maps NG, US and GB, with GBP as the default", () => {
    expect(currencyForCountry("NG")).toBe("NGN");
    expect(currencyForCountry("ng")).toBe("NGN");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("GB")).toBe("GBP");
    expect(currencyForCountry("UK")).toBe("GBP");
    expect(currencyForCountry("FR")).toBe("GBP");
    expect(currencyForCountry(null)).toBe("GBP");
    expect(currencyForCountry(undefined)).toBe("GBP");
  });
});

describe("minor units", () => {
  it("divides by 100 to display and multiplies by 100 to send", () => {
    expect(toMajor(150050)).toBe(1500.5);
    expect(toMinor(1500.5)).toBe(150050);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(-12.5)).toBe(-1250);
    expect(toMinor(Number.NaN)).toBeNaN();
  });

  it("round-trips every integer amount of minor units", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => toMinor(toMajor(minor)) === minor),
    );
  });
});

describe("parseAmount", () => {
  it("strips commas", () => {
    expect(parseAmount("1,500.50")).toBe(1500.5);
    expect(parseAmount(" 15,000 ")).toBe(15000);
    expect(parseAmount(".5")).toBe(0.5);
  });
  it("refuses what is not a number", () => {
    for (const text of ["", "abc", "1.2.3", "12abc", "1e5", "--1"]) expect(parseAmount(text)).toBeNull();
  });
  it("parses back what Intl formatting with grouping wrote", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (minor) => {
        const text = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(toMajor(minor));
        return parseMinor(text) === minor;
      }),
    );
  });
  it("gives null minor units for unparsable text", () => {
    expect(parseMinor("twelve")).toBeNull();
    expect(parseMinor("1,250")).toBe(125000);
  });
});

describe("formatAmount", () => {
  it("shows zero as an amount, for balances", () => {
    expect(formatAmount(0, "NGN", "en-NG")).toBe("₦0");
    expect(formatAmount(5_000_000, "NGN", "en-NG")).toBe("₦50,000");
  });
});

describe("formatMoney", () => {
  it("shows 'Free' for zero", () => {
    expect(formatMoney(0, "NGN", "en-NG")).toBe("Free");
  });
  it("formats in the currency, dropping decimals for whole amounts", () => {
    expect(formatMoney(1_500_000, "NGN", "en-NG")).toBe("₦15,000");
    expect(formatMoney(4550, "GBP", "en-GB")).toBe("£45.50");
    expect(formatMoney(12000, "USD")).toBe("$120");
    expect(formatMoney(4_250_000, "NGN", "en-US")).toBe("₦42,500");
  });
});

describe("chooseFee and seriesTotal", () => {
  const schedule = {
    general: { fee: 5000 },
    therapy: [
      { therapyIdentifier: "couples", fee: 7500 },
      { therapyIdentifier: "consultation", fee: 3000, isFree: true },
    ],
  };
  it("takes the therapy's own fee, else the general fee", () => {
    expect(chooseFee(schedule, "couples")).toBe(7500);
    expect(chooseFee(schedule, "individual")).toBe(5000);
    expect(chooseFee(schedule, null)).toBe(5000);
    expect(chooseFee(schedule, "consultation")).toBe(0);
  });
  it("multiplies the fee by the number of sessions", () => {
    expect(seriesTotal(5000, 3)).toBe(15000);
    expect(seriesTotal(5000, -1)).toBe(0);
    fc.assert(fc.property(fc.nat(1e7), fc.nat(52), (fee, n) => seriesTotal(fee, n) === fee * n));
  });
});

describe("formatter reuse", () => {
  it("builds one Intl.NumberFormat per locale and currency, however many amounts it formats", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    try {
      const amounts = [1_500_000, 2_000_000, 4_550, 99_900].map((m) => formatMoney(m, "XAF", "en-GB"));
      expect(amounts).toHaveLength(4);
      // 15,000.00 and 20,000.00 are whole (one formatter), 45.50 and 999.00 are not (another).
      expect(built.mock.calls.length).toBeLessThanOrEqual(2);
      formatMoney(1_500_000, "XAF", "en-GB");
      expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      built.mockRestore();
    }
  });
});
