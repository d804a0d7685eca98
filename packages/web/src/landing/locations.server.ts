import { cityPath, concernPath, countryPath } from "./landing-paths.ts";
import { COUNTRIES } from "./location-data.server.ts";
import type { CityContent, CountryContent } from "./location-types.ts";

/** A country by its URL slug (nigeria, uk); slugs are matched exactly, as links write them. */
export function findCountry(slug: string | undefined): CountryContent | undefined {
  return COUNTRIES.find((c) => c.slug === slug);
}

export function findCity(country: CountryContent, slug: string | undefined): CityContent | undefined {
  return country.cities.find((c) => c.slug === slug);
}

/**
 * Every landing page's canonical path: each country, each city and each of a city's concern pages
 * (the per-specialty addresses are not listed: they name the concern page as canonical).
 */
export function landingPaths(concernSlugs: readonly string[]): string[] {
  return COUNTRIES.flatMap((country) => [
    countryPath(country.slug),
    ...country.cities.flatMap((city) => [
      cityPath(country.slug, city.slug),
      ...concernSlugs.map((concern) => concernPath(country.slug, city.slug, concern)),
    ]),
  ]);
}
