import { findCityArea } from "@marketplace/domain/places";
import { META_DESCRIPTION_MAX } from "@marketplace/domain/seo";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../routes.ts";
import { COUNTRIES } from "./location-data.server.ts";
import { landingPaths } from "./locations.server.ts";

const everyPage = [...COUNTRIES, ...COUNTRIES.flatMap((c) => c.cities)];

describe("location landing content (spec screen 21)", () => {
  it("covers Nigeria (Lagos, Abuja, Port Harcourt) and the United Kingdom (London, Manchester, Birmingham)", () => {
    expect(COUNTRIES.map((c) => [c.slug, c.code, c.name, c.cities.map((city) => city.name)])).toEqual([
      ["nigeria", "NG", "Nigeria", ["Lagos", "Abuja", "Port Harcourt"]],
      ["uk", "GB", "United Kingdom", ["London", "Manchester", "Birmingham"]],
    ]);
    expect(COUNTRIES.flatMap((c) => c.cities.map((city) => city.slug))).toEqual([
      "lagos",
      "abuja",
      "port-harcourt",
      "london",
      "manchester",
      "birmingham",
    ]);
  });

  it("gives every page a title, a description that needs no cutting, an h1, keywords and an intro", () => {
    for (const page of everyPage) {
      expect(page.title, page.h1).toMatch(/Tranquil$/);
      expect(page.description.length, page.h1).toBeGreaterThan(80);
      expect(page.description.length, page.h1).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(page.h1).toMatch(/^Therapists in /);
      expect(page.keywords.length).toBeGreaterThanOrEqual(4);
      expect(page.intro.length).toBeGreaterThan(80);
    }
    expect(new Set(everyPage.map((p) => p.title)).size).toBe(everyPage.length);
    expect(new Set(everyPage.map((p) => p.description)).size).toBe(everyPage.length);
  });

  it("gives every city popular searches, local info, related content and FAQ entries", () => {
    for (const city of COUNTRIES.flatMap((c) => c.cities)) {
      expect(city.popularSearches.length, city.name).toBeGreaterThanOrEqual(4);
      for (const s of city.popularSearches) {
        expect(s.label).toContain(city.name);
        expect(s.concern).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      expect(city.localInfo.population).toMatch(/\d/);
      expect(Intl.supportedValuesOf("timeZone")).toContain(city.localInfo.timeZone);
      expect(city.localInfo.areasServed.length).toBeGreaterThanOrEqual(5);
      expect(city.related.length).toBeGreaterThanOrEqual(3);
      expect(city.faq.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("gives every city an area in @marketplace/domain/places, the one its providers are searched in", () => {
    for (const country of COUNTRIES) {
      for (const city of country.cities) {
        expect(findCityArea(city.name, [country.code])?.city, city.name).toBe(city.name);
      }
    }
  });

  it("points people to their country's emergency numbers, in the FAQ and the crisis box", () => {
    const numbers = { NG: ["112"], GB: ["999", "111", "116 123"] };
    for (const country of COUNTRIES) {
      const expected = numbers[country.code];
      expect(country.crisis.map((c) => c.number)).toEqual(expect.arrayContaining(expected));
      for (const page of [country, ...country.cities]) {
        const urgent = page.faq.find((q) => /help right now/.test(q.question));
        for (const n of expected) expect(urgent?.answer, `${page.h1} ${n}`).toContain(n);
      }
    }
  });

  it("links related content only to pages that exist", () => {
    const fixed = new Set(SITE_ROUTES.map((r) => r.path).filter((p): p is string => !!p && !/[:*]/.test(p)));
    const landing = new Set(landingPaths([]));
    for (const page of everyPage) {
      for (const link of page.related) {
        expect(fixed.has(link.href) || landing.has(link.href), `${page.h1}: ${link.href}`).toBe(true);
      }
    }
  });
});
