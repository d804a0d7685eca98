import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFilters, type FilterState, filtersToQuery } from "./filter-state.ts";
import { providerSearchQuerySchema } from "./search-query.ts";
import {
  GENDER_OPTIONS,
  LIST_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  parseFilterDate,
  toSlashDate,
} from "./search-rules.ts";

const parse = (query: string) =>
  providerSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe("the provider search contract", () => {
  it("reads every filter of spec section 7", () => {
    const result = parse(
      "search=grief&page=2&pageSize=20&therapy=T1,T2&concern=C&state=NG-LA&country=NG&gender=Female,Others&availableFrom=01-12-2026&availableTo=2026-12-31&minPrice=0&maxPrice=1000000&isFree=true",
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      search: "grief",
      page: 2,
      pageSize: 20,
      therapy: ["T1", "T2"],
      concern: ["C"],
      state: ["NG-LA"],
      country: ["NG"],
      gender: ["Female", "Others"],
      availableFrom: new Date(Date.UTC(2026, 11, 1)),
      availableTo: new Date(Date.UTC(2026, 11, 31)),
      minPrice: PRICE_MIN,
      maxPrice: PRICE_MAX,
      isFree: true,
    });
    expect(parse("").data).toMatchObject({ page: 1, pageSize: 12 });
  });

  it.each([
    ["maxPrice=1000001", "The maximum price must be between 0 and 1,000,000"],
    ["minPrice=-1", "The minimum price must be a whole number, such as 50"],
    ["minPrice=50&maxPrice=10", "The minimum price must not be more than the maximum price"],
    ["gender=Robot", "Gender must be Male, Female or Others"],
    [
      "availableFrom=31/02/2026",
      "The 'Available from' date must be a date such as 25/12/2026 or 2026-12-25, between 1900 and 2999",
    ],
    [
      "availableFrom=01/01/0000",
      "The 'Available from' date must be a date such as 25/12/2026 or 2026-12-25, between 1900 and 2999",
    ],
    [
      "availableTo=31/12/9999",
      "The 'Available until' date must be a date such as 25/12/2026 or 2026-12-25, between 1900 and 2999",
    ],
    [
      "availableFrom=02/12/2026&availableTo=01/12/2026",
      "The 'Available from' date must not be after the 'Available until' date",
    ],
    ["pageSize=51", "The number of results per page must be between 1 and 50"],
    ["isFree=maybe", "'Free sessions only' must be on or off"],
    [`search=${"a".repeat(201)}`, "Use at most 200 characters in your search"],
  ])("refuses %s with '%s'", (query, message) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("accepts every URL the sites' filter state can build", () => {
    const id = fc.stringMatching(/^[0-9A-Z]{1,26}$/);
    const lists = Object.fromEntries(LIST_FILTERS.map((f) => [f.field, fc.array(id, { maxLength: 4 })]));
    const day = fc.date({ min: new Date("2025-01-01"), max: new Date("2030-12-31"), noInvalidDate: true });
    const state = fc.record({
      ...lists,
      search: fc.string({ maxLength: 200 }),
      page: fc.integer({ min: 1, max: 10_000 }),
      selectedGender: fc.subarray([...GENDER_OPTIONS]),
      minPrice: fc.option(fc.integer({ min: PRICE_MIN, max: PRICE_MAX }), { nil: null }),
      free: fc.boolean(),
      from: day,
    });
    fc.assert(
      fc.property(state, ({ from, ...s }) => {
        const iso = from.toISOString().slice(0, 10);
        const filters: FilterState = {
          ...emptyFilters(),
          ...(s as Partial<FilterState>),
          maxPrice: s.minPrice === null ? null : PRICE_MAX,
          availableFrom: toSlashDate(iso),
          availableTo: toSlashDate(iso),
        };
        const result = providerSearchQuerySchema.safeParse(Object.fromEntries(filtersToQuery(filters)));
        expect(result.error?.issues ?? []).toEqual([]);
      }),
    );
  });

  it("turns day-month-year into slash dates and refuses impossible dates", () => {
    expect(toSlashDate("1-2-2026")).toBe("01/02/2026");
    expect(toSlashDate("2026-02-01")).toBe("01/02/2026");
    expect(toSlashDate("29.02.2025")).toBeNull();
    expect(parseFilterDate("25/12/2026")?.toISOString()).toBe("2026-12-25T00:00:00.000Z");
  });
});
