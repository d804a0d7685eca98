import { describe, expect, it } from "vitest";
import { filterFromQuery, filterQuery, isFiltered } from "./earnings-filter.ts";

const query = (text: string) => filterFromQuery(new URLSearchParams(text));

describe("the earnings filter", () => {
  it("keeps only the dates that are set", () => {
    expect(query("")).toEqual({});
    expect(query("startDate=&endDate=")).toEqual({});
    expect(query("startDate=2026-01-01")).toEqual({ startDate: "2026-01-01" });
    expect(query("startDate=2026-01-01&endDate=2026-01-31")).toEqual({
      startDate: "2026-01-01",
      endDate: "2026-01-31",
    });
  });

  it("drops values that are not real days", () => {
    expect(query("startDate=2026-02-30&endDate=yesterday")).toEqual({});
    expect(query("endDate=2026-1-1")).toEqual({});
  });

  it("writes the query back, dates only when set and the page past the first", () => {
    expect(filterQuery({})).toBe("");
    expect(filterQuery({}, 2)).toBe("?page=2");
    expect(filterQuery({ endDate: "2026-01-31" })).toBe("?endDate=2026-01-31");
    expect(filterQuery({ startDate: "2026-01-01", endDate: "2026-01-31" }, 3)).toBe(
      "?startDate=2026-01-01&endDate=2026-01-31&page=3",
    );
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ startDate: "2026-01-01" })).toBe(true);
  });
});
