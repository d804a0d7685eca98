import { describe, expect, it } from "vitest";
import { currencyLabel, priceText } from "./filter-fields.tsx";

describe("price inputs", () => {
  it("keep digits and thousands commas only, so a price is a whole number of 0 or more", () => {
    expect(priceText("-25")).toBe("25");
    expect(priceText("1,000.50")).toBe("1,000");
    expect(priceText("£40")).toBe("40");
    expect(priceText("abc")).toBe("");
  });
});

describe("the price fields' currency", () => {
  it("is named by its code and the symbol prices show it with", () => {
    expect(currencyLabel("USD")).toBe("USD ($)");
    expect(currencyLabel("NGN")).toBe("NGN (₦)");
    expect(currencyLabel("GBP")).toBe("GBP (£)");
    expect(currencyLabel("no")).toBe("no");
  });
});
