import { describe, expect, it } from "vitest";
import { areasOf, CITY_AREAS, cityPlaceNames, findCityArea } from "./places.ts";

describe("city areas", () => {
  it("names each place once per country, so a profile's place belongs to one city", () => {
    for (const country of ["NG", "GB"] as const) {
      const names = CITY_AREAS.filter((a) => a.country === country).flatMap((a) => [
        a.city.toLowerCase(),
        ...a.areas.map((area) => area.toLowerCase()),
      ]);
      expect(new Set(names).size, country).toBe(names.length);
    }
  });

  it("lists the spec's six cities, each with places inside it", () => {
    expect(CITY_AREAS.map((a) => `${a.country} ${a.city}`)).toEqual([
      "NG Lagos",
      "NG Abuja",
      "NG Port Harcourt",
      "GB London",
      "GB Manchester",
      "GB Birmingham",
    ]);
    for (const a of CITY_AREAS) expect(a.areas.length, a.city).toBeGreaterThanOrEqual(5);
  });

  it("matches a city's whole area, in any letter case", () => {
    const lagos = cityPlaceNames("LAGOS");
    expect(lagos[0]).toBe("lagos");
    expect(lagos).toContain("ikeja");
    expect(lagos).toContain("lekki");
    expect(lagos).toContain("victoria island");
    expect(cityPlaceNames("london", ["gb"])).toContain("camden");
    expect(areasOf("NG", "Abuja")).toContain("Maitama");
  });

  it("keeps to the countries asked for, and lets any other name match itself", () => {
    expect(cityPlaceNames("Lagos", ["GB"])).toEqual(["lagos"]);
    expect(cityPlaceNames(" Ikeja ")).toEqual(["ikeja"]);
    expect(cityPlaceNames("Atlantis")).toEqual(["atlantis"]);
    expect(findCityArea("port harcourt", ["NG"])?.state).toBe("Rivers");
    expect(areasOf("GB", "Lagos")).toEqual([]);
  });
});
