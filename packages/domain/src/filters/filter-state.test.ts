import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changeFilters,
  emptyFilters,
  filtersFromQuery,
  filtersToQuery,
  genderLabel,
  pageFromQuery,
  statesEnabled,
} from "./filter-state.ts";
import { toSlashDate } from "./search-rules.ts";

describe("filters ↔ URL", () => {
  it("reads every parameter of the provider search", () => {
    const q = new URLSearchParams(
      "search=grief&page=3&therapy=T1,T2&ageGroup=A&ethnicity=E&concern=C&state=Lagos&country=NG&modality=M&language=L&gender=Female,Robot&discipline=D&minPrice=1,000&maxPrice=5000&availableFrom=01-12-2026&availableTo=31/12/2026",
    );
    expect(filtersFromQuery(q)).toEqual({
      search: "grief",
      page: 3,
      city: "",
      selectedTherapy: ["T1", "T2"],
      selectedAgeGroup: ["A"],
      selectedEthnicity: ["E"],
      selectedSpeciality: ["C"],
      selectedStates: ["Lagos"],
      selectedLocation: ["NG"],
      selectedModality: ["M"],
      selectedLanguage: ["L"],
      selectedGender: ["Female"],
      selectedDiscipline: ["D"],
      minPrice: 1000,
      maxPrice: 5000,
      availableFrom: "01/12/2026",
      availableTo: "31/12/2026",
      free: false,
      verified: false,
    });
  });

  it("writes only what is set and round-trips", () => {
    expect(filtersToQuery(emptyFilters()).toString()).toBe("");
    const state = changeFilters(emptyFilters(), {
      selectedSpeciality: ["C1", "C2"],
      search: " sleep ",
      page: 2,
    });
    const query = filtersToQuery(state);
    expect(query.toString()).toBe("search=sleep&concern=C1%2CC2&page=2");
    expect(filtersFromQuery(query)).toEqual({ ...state, search: "sleep" });
  });

  it("round-trips any list of identifiers", () => {
    const id = fc.stringMatching(/^[0-9A-Z]{26}$/);
    fc.assert(
      fc.property(fc.array(id, { maxLength: 5 }), fc.array(id, { maxLength: 5 }), (concerns, languages) => {
        const state = changeFilters(emptyFilters(), {
          selectedSpeciality: concerns,
          selectedLanguage: languages,
        });
        const back = filtersFromQuery(filtersToQuery(state));
        return (
          JSON.stringify(back.selectedSpeciality) === JSON.stringify(concerns) &&
          JSON.stringify(back.selectedLanguage) === JSON.stringify(languages)
        );
      }),
    );
  });
});

describe("city and long searches", () => {
  it("reads a plain GET form's repeated parameters and blank fields", () => {
    const state = filtersFromQuery(
      new URLSearchParams(
        "search=&concern=C1&concern=C2,C3&concern=C1&gender=Male&gender=Others&minPrice=&maxPrice=&availableFrom=&isFree=",
      ),
    );
    expect(state.selectedSpeciality).toEqual(["C1", "C2", "C3"]);
    expect(state.selectedGender).toEqual(["Male", "Others"]);
    expect(filtersToQuery(state).toString()).toBe("concern=C1%2CC2%2CC3&gender=Male%2COthers");
  });

  it("keeps the landing pages' city in the URL and round-trips it", () => {
    const state = filtersFromQuery(new URLSearchParams("country=GB&city=%20London%20"));
    expect(state.city).toBe("London");
    expect(state.selectedLocation).toEqual(["GB"]);
    expect(filtersToQuery(state).toString()).toBe("city=London&country=GB");
    expect(filtersToQuery(changeFilters(state, { city: "" })).has("city")).toBe(false);
  });

  it("clamps a search longer than the API accepts instead of failing", () => {
    const state = filtersFromQuery(new URLSearchParams({ search: "a".repeat(2000) }));
    expect(state.search).toHaveLength(200);
  });
});

describe("rules", () => {
  it("free sets the price range 0 to 1,000,000", () => {
    const s = changeFilters(emptyFilters(), { free: true });
    expect([s.minPrice, s.maxPrice]).toEqual([0, 1_000_000]);
    expect(filtersToQuery(s).get("isFree")).toBe("true");
    expect(filtersFromQuery(new URLSearchParams("isFree=true")).maxPrice).toBe(1_000_000);
  });

  it("verified is verified=true in the URL, and left out when off (one canonical URL)", () => {
    const on = changeFilters(emptyFilters(), { verified: true });
    expect(filtersToQuery(on).toString()).toBe("verified=true");
    expect(filtersFromQuery(new URLSearchParams("verified=true")).verified).toBe(true);
    expect(filtersFromQuery(new URLSearchParams("verified=false")).verified).toBe(false);
    expect(filtersToQuery(changeFilters(on, { verified: false })).toString()).toBe("");
  });

  it("clears the states when more than one country is selected", () => {
    const one = changeFilters(emptyFilters(), { selectedLocation: ["NG"], selectedStates: ["Lagos"] });
    expect(one.selectedStates).toEqual(["Lagos"]);
    expect(statesEnabled(one)).toBe(true);
    const two = changeFilters(one, { selectedLocation: ["NG", "GB"] });
    expect(two.selectedStates).toEqual([]);
    expect(statesEnabled(two)).toBe(false);
  });

  it("changing a filter goes back to page 1", () => {
    const s = changeFilters(emptyFilters(), { page: 4 });
    expect(s.page).toBe(4);
    expect(changeFilters(s, { selectedGender: ["Male"] }).page).toBe(1);
  });

  it("converts day-month-year to slashes and refuses impossible dates", () => {
    expect(toSlashDate("1-2-2026")).toBe("01/02/2026");
    expect(toSlashDate("25.12.2026")).toBe("25/12/2026");
    expect(toSlashDate("31-02-2026")).toBeNull();
    // A native date input gives ISO: the same contract accepts it.
    expect(toSlashDate("2026-12-25")).toBe("25/12/2026");
  });

  it("reads the page from the query, 1 when missing or invalid", () => {
    expect(pageFromQuery("5")).toBe(5);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery("0")).toBe(1);
    expect(pageFromQuery("2.5")).toBe(1);
    expect(pageFromQuery("x")).toBe(1);
  });

  it("ignores negative or non-numeric prices and caps at 1,000,000", () => {
    const s = filtersFromQuery(new URLSearchParams("minPrice=-5&maxPrice=99999999"));
    expect([s.minPrice, s.maxPrice]).toEqual([null, 1_000_000]);
    expect(filtersFromQuery(new URLSearchParams("minPrice=abc&maxPrice=")).minPrice).toBeNull();
  });

  it("labels the gender filter per role", () => {
    expect(genderLabel("client")).toBe("I Prefer A Therapist Of A Specific Gender");
    expect(genderLabel("provider")).toBe("I Have A Preference For Working With Clients Of A Specific Gender");
  });
});
