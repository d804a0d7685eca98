import { describe, expect, it } from "vitest";
import { clientPreferenceSchema, EMPTY_CLIENT_PREFERENCE, isTimezone } from "./client-preference.ts";

describe("clientPreferenceSchema", () => {
  it("accepts a full preference", () => {
    const value = {
      preferredGender: "Female",
      languages: ["01JD0000000000000000000000"],
      concerns: [],
      modalities: [],
      budget: { min: 0, max: 5_000_000 },
      timezone: "Africa/Lagos",
    };
    expect(clientPreferenceSchema.parse(value)).toEqual(value);
  });
  it("accepts the empty preference and partial updates", () => {
    expect(clientPreferenceSchema.parse(EMPTY_CLIENT_PREFERENCE)).toEqual(EMPTY_CLIENT_PREFERENCE);
    expect(clientPreferenceSchema.parse({ timezone: "Europe/London" })).toEqual({
      timezone: "Europe/London",
    });
  });
  it.each([
    [{ preferredGender: "Robot" }, "Gender must be Male, Female or Others"],
    [{ languages: ["english"] }, "languages must be identifiers"],
    [{ budget: { min: 10, max: 5 } }, "Minimum budget must not exceed the maximum"],
    [{ budget: { min: -1, max: 5 } }, "Budget cannot be negative"],
    [{ budget: { min: 1.5, max: 5 } }, "Budget must be a whole amount"],
    [{ timezone: "Mars/Olympus" }, "Timezone must be an IANA name such as Africa/Lagos"],
  ])("rejects %j", (value, message) => {
    expect(clientPreferenceSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe("isTimezone", () => {
  it("knows IANA names", () => {
    expect(isTimezone("America/New_York")).toBe(true);
    expect(isTimezone("UTC")).toBe(true);
    expect(isTimezone("EST")).toBe(false);
    expect(isTimezone("Nowhere/Land")).toBe(false);
  });
  it("takes every name the runtime lists, and the tz database's canonical aliases", () => {
    expect(Intl.supportedValuesOf("timeZone").every(isTimezone)).toBe(true);
    for (const alias of ["Asia/Kolkata", "Europe/Kyiv", "Etc/UTC"]) expect(isTimezone(alias)).toBe(true);
  });
  it.each([
    "Mars/Phobos",
    "africa/lagos",
    "GMT",
    "Africa/Lagos\u0000",
    " Africa/Lagos",
    "",
    "Etc/GMT+99",
  ])("refuses %j", (name) => {
    expect(isTimezone(name)).toBe(false);
  });
});
