import { describe, expect, it } from "vitest";
import { priceText } from "./filter-fields.tsx";

describe("price inputs", () => {
  it("keep digits and thousands commas only, so a price is a whole number of 0 or more", () => {
    expect(priceText("-25")).toBe("25");
    expect(priceText("1,000.50")).toBe("1,000");
    expect(priceText("£40")).toBe("40");
    expect(priceText("abc")).toBe("");
  });
});
