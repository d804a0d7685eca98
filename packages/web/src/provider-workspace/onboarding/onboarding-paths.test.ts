import { describe, expect, it } from "vitest";
import { backHref, nextHref, stepHref } from "./onboarding-paths.ts";

describe("onboarding paths", () => {
  it("puts each step on the route that owns its form", () => {
    expect(stepHref("one")).toBe("/profile?step=one");
    expect(stepHref("three")).toBe("/credentials?step=three");
    expect(stepHref("four")).toBe("/availability?step=four");
    expect(stepHref("five")).toBe("/overview?step=five");
  });

  it("the fee step sits between 'three' and 'four'", () => {
    expect(nextHref("three")).toBe("/profile?step=fee");
    expect(backHref("fee")).toBe("/credentials?step=three");
    expect(nextHref("fee")).toBe("/availability?step=four");
  });

  it("leads back to the overview at both ends", () => {
    expect(backHref("one")).toBe("/overview");
    expect(nextHref("five")).toBe("/overview");
  });
});
