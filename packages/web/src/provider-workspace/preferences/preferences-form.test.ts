import { describe, expect, it } from "vitest";
import { preferencesFromForm } from "./preferences-form.ts";

describe("provider preferences form", () => {
  it("collects every list and the clients' gender; 'no preference' is null", () => {
    const form = new FormData();
    form.append("therapy", "T1");
    form.append("therapy", "T2");
    form.append("modality", "M1");
    form.append("clientGender", "Female");
    expect(preferencesFromForm(form)).toEqual({
      therapy: ["T1", "T2"],
      modality: ["M1"],
      specialities: [],
      ageGroups: [],
      culturalBackgrounds: [],
      religion: [],
      clientGender: "Female",
    });
    form.set("clientGender", "none");
    expect(preferencesFromForm(form).clientGender).toBeNull();
  });
});
