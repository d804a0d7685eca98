import { describe, expect, it } from "vitest";
import { fill } from "./trust.ts";
import { isVerified } from "./verified.ts";

describe("isVerified", () => {
  it("is true until the licence's last day, false after it and without an approved licence", () => {
    expect(isVerified("2027-01-31", "2027-01-30")).toBe(true);
    expect(isVerified("2027-01-31", "2027-01-31")).toBe(true);
    expect(isVerified("2027-01-31", "2027-02-01")).toBe(false);
    expect(isVerified(null, "2027-01-01")).toBe(false);
    expect(isVerified(undefined, "2027-01-01")).toBe(false);
  });
});

describe("fill", () => {
  it("fills each placeholder and leaves an unknown one as it is", () => {
    expect(fill("About {name}, {count} times {other}", { name: "Ada", count: 2 })).toBe(
      "About Ada, 2 times {other}",
    );
  });
});
