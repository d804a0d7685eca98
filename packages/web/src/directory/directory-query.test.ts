import { emptyFilters, filtersFromQuery, filtersToQuery } from "@marketplace/domain/filters";
import { describe, expect, it } from "vitest";
import { pageHref } from "./directory-path.ts";
import { activeChips, canonicalHref, directoryHref, isoDay, searchQueryFor } from "./directory-query.ts";

const words = {
  search: (term: string) => `“${term}”`,
  city: (city: string) => `City: ${city}`,
  minPrice: (p: string) => `From ${p}`,
  maxPrice: (p: string) => `Up to ${p}`,
  free: "Free sessions",
  verified: "Verified",
  from: (d: string) => `Available from ${d}`,
  to: (d: string) => `Available until ${d}`,
};
const q = (text: string) => new URLSearchParams(text);

describe("the directory URL", () => {
  it("is /providers alone with no filters, else the filter state's query", () => {
    expect(directoryHref(emptyFilters())).toBe("/providers");
    expect(directoryHref({ ...emptyFilters(), search: "sleep", page: 2 })).toBe(
      "/providers?search=sleep&page=2",
    );
  });

  it("leaves a canonical query alone, in any order (the landing pages' ?country=GB&city=London)", () => {
    expect(canonicalHref(q("country=GB&city=London"))).toBeNull();
    expect(canonicalHref(q("city=London&country=GB"))).toBeNull();
    expect(canonicalHref(q(""))).toBeNull();
  });

  it("turns a plain GET form's submission into the canonical link", () => {
    expect(
      canonicalHref(
        q(
          "city=London&search=&concern=A&concern=B&minPrice=&maxPrice=&availableFrom=2026-12-25&availableTo=&language=",
        ),
      ),
    ).toBe("/providers?city=London&concern=A%2CB&availableFrom=25%2F12%2F2026");
  });

  it("clamps a 2,000-character search to the 200 the API accepts", () => {
    const href = canonicalHref(q(`search=${"x".repeat(2000)}`));
    expect(new URL(href ?? "", "http://x").searchParams.get("search")).toHaveLength(200);
    // …and that link is canonical: no redirect loop.
    expect(canonicalHref(new URL(href ?? "", "http://x").searchParams)).toBeNull();
  });

  it("asks the API with the same names, typed, and the page size; the list's one currency always", () => {
    const state = filtersFromQuery(
      q("search=grief&concern=A,B&minPrice=10&maxPrice=500&isFree=false&page=3&gender=Female&city=Lagos"),
    );
    expect(searchQueryFor(state, "NGN", 12)).toEqual({
      pageSize: 12,
      search: "grief",
      city: "Lagos",
      concern: "A,B",
      gender: "Female",
      minPrice: 10,
      maxPrice: 500,
      currency: "NGN",
      page: 3,
    });
    expect(searchQueryFor(filtersFromQuery(q("maxPrice=80")), "GBP")).toEqual({
      pageSize: 12,
      maxPrice: 80,
      currency: "GBP",
    });
    expect(searchQueryFor(filtersFromQuery(q("search=grief")), "USD")).toEqual({
      pageSize: 12,
      search: "grief",
      currency: "USD",
    });
  });

  it("asks for free sessions without the range that ticking free fills in", () => {
    expect(searchQueryFor(filtersFromQuery(q("isFree=true")), "USD")).toEqual({
      pageSize: 12,
      isFree: true,
      currency: "USD",
    });
  });

  it("asks for verified providers only with verified=true (issue 32)", () => {
    expect(searchQueryFor(filtersFromQuery(q("verified=true")), "USD")).toEqual({
      pageSize: 12,
      verified: true,
      currency: "USD",
    });
  });

  it("gives a date input its ISO value", () => {
    expect(isoDay("25/12/2026")).toBe("2026-12-25");
    expect(isoDay(null)).toBe("");
  });
});

describe("active filter chips", () => {
  it("names each filter from the lists and links to the page without it", () => {
    const state = filtersFromQuery(
      q("city=London&country=GB&concern=C1,C2&gender=Male&minPrice=5000&availableFrom=01/12/2026&page=4"),
    );
    const chips = activeChips(
      state,
      {
        concern: [{ identifier: "C1", name: "Anxiety" }],
        country: [{ identifier: "GB", name: "United Kingdom" }],
      },
      words,
      "en-US",
      "GBP",
    );
    expect(chips.map((c) => c.label)).toEqual([
      "City: London",
      "Anxiety",
      "C2",
      "United Kingdom",
      "Male",
      "From £5,000",
      "Available from Dec 1, 2026",
    ]);
    const city = chips.find((c) => c.key === "city");
    expect(city?.href).toBe(
      "/providers?concern=C1%2CC2&country=GB&gender=Male&minPrice=5000&availableFrom=01%2F12%2F2026",
    );
    // Removing one concern keeps the other, and goes back to page 1.
    expect(chips.find((c) => c.key === "concern:C1")?.href).toContain("concern=C2&");
    expect(chips.every((c) => !c.href.includes("page="))).toBe(true);
  });

  it("shows free as one chip whose removal also drops the range it set", () => {
    const chips = activeChips(filtersFromQuery(q("isFree=true")), {}, words, "en-US", "GBP");
    expect(chips).toEqual([{ key: "isFree", label: "Free sessions", href: "/providers" }]);
  });

  it("shows verified as one chip that links to the page without it", () => {
    const chips = activeChips(filtersFromQuery(q("verified=true&concern=C1")), {}, words, "en-US", "GBP");
    expect(chips.find((c) => c.key === "verified")).toEqual({
      key: "verified",
      label: "Verified",
      href: "/providers?concern=C1",
    });
  });
});

describe("pageHref", () => {
  it("links each page as directoryHref does, from the filters' query without a page", () => {
    const states = [
      filtersFromQuery(new URLSearchParams("")),
      filtersFromQuery(new URLSearchParams("country=GB&city=London&concern=a,b&minPrice=5&isFree=false")),
      filtersFromQuery(new URLSearchParams("search=grief&page=3")),
    ];
    for (const state of states) {
      const query = filtersToQuery({ ...state, page: 1 }).toString();
      for (const page of [1, 2, 37]) expect(pageHref(query, page)).toBe(directoryHref({ ...state, page }));
    }
  });
});
