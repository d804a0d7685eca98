import { describe, expect, it } from "vitest";
import { providerPreferencesSchema, providerProfileInfoSchema } from "./profile-info.ts";
import { OFFICE_ADDRESS_REQUIRED } from "./provider-rules.ts";

const ID = "01JD0000000000000000000000";

describe("provider profile info", () => {
  it("trims, turns an empty title into none and removes duplicate choices", () => {
    const info = providerProfileInfoSchema.parse({
      firstName: " Tolu ",
      lastName: "Adeyemi",
      title: " ",
      disciplines: [ID, ID],
    });
    expect(info).toMatchObject({ firstName: "Tolu", title: null, disciplines: [ID], officeAddress: null });
  });

  it("requires an office address when offline sessions are offered", () => {
    const result = providerProfileInfoSchema.safeParse({
      firstName: "Tolu",
      lastName: "Adeyemi",
      offerOfflineSession: true,
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["officeAddress", OFFICE_ADDRESS_REQUIRED],
    ]);
  });

  it("refuses a headline over 160 characters and unknown ids", () => {
    const result = providerProfileInfoSchema.safeParse({
      firstName: "T",
      lastName: "A",
      headline: "x".repeat(161),
      languages: ["english"],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Headline must be at most 160 characters",
      "Languages: unknown choice",
    ]);
  });
});

describe("provider preferences", () => {
  it("needs a therapy and a modality; the rest may be empty", () => {
    expect(
      providerPreferencesSchema.safeParse({ therapy: [], modality: [ID] }).error?.issues[0]?.message,
    ).toBe("Choose at least one therapy");
    expect(providerPreferencesSchema.parse({ therapy: [ID], modality: [ID] })).toEqual({
      therapy: [ID],
      modality: [ID],
      specialities: [],
      ageGroups: [],
      culturalBackgrounds: [],
      religion: [],
      clientGender: null,
    });
  });
});
