import type { ProviderSearchResult } from "@marketplace/api-client";
import type { ProviderSearchParams } from "@marketplace/domain/filters";
import type { apiFor } from "../api/index.server.ts";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { tLanding as t, tCommon, tHome } from "../i18n/index.ts";
import { breadcrumbList, type Crumb, faqPage, jsonLdText } from "../seo/index.ts";
import { cityPath, concernPath, countryPath, directoryHref } from "./landing-paths.ts";
import { COUNTRIES } from "./location-data.server.ts";
import type { CrisisContact, Faq, LocalInfo, PageCopy, RelatedLink } from "./location-types.ts";
import { findCity, findCountry } from "./locations.server.ts";

/** How many providers a landing page shows before pointing to the directory (two rows of three). */
export const LANDING_PROVIDER_COUNT = 6;

export type ApiClient = Awaited<ReturnType<typeof apiFor>>;

export interface LandingParams {
  country?: string;
  city?: string;
  /** /therapists/{country}/{city}/concern/{concern} */
  concern?: string;
  /** /therapists/{country}/{city}/{specialty}: the same concern page at a shorter address. */
  specialty?: string;
}

export interface ConcernLink {
  name: string;
  slug: string;
  href: string;
}

export interface LandingData {
  kind: "country" | "city" | "concern";
  /**
   * The spec's empty state ('no providers found' with a go-to-services button), whose strings the
   * home namespace owns: read here on the server so the landing bundle does not carry the home page's
   * strings.
   */
  empty: { title: string; goToServices: string };
  /** The canonical path (a per-specialty address gives its concern page's). */
  path: string;
  copy: PageCopy;
  country: { slug: string; name: string };
  city: { slug: string; name: string } | null;
  concern: { slug: string; name: string } | null;
  breadcrumb: Crumb[];
  providers: ProviderSearchResult[];
  total: number;
  /** The provider search failed: the page says so instead of 'no providers found'. */
  failed: boolean;
  directoryHref: string;
  /** Concern chips ('Browse by Concerns'); empty when the concern list could not be loaded. */
  concerns: ConcernLink[];
  popularSearches: Array<{ label: string; href: string }>;
  localInfo: LocalInfo | Omit<LocalInfo, "areasServed">;
  cities: Array<{ slug: string; name: string; href: string; intro: string }>;
  /** The links block: every country and its cities ('All Therapists in {country}', 'Therapists in {city}'). */
  locations: Array<{ name: string; href: string; cities: Array<{ name: string; href: string }> }>;
  crisis: CrisisContact[];
  related: RelatedLink[];
  faq: Faq[];
  /**
   * Structured data, as the escaped text of ld+json scripts: the breadcrumb always, the FAQ on the
   * one page of each place that owns it.
   */
  jsonLd: string[];
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

type ConcernOption = { identifier: string; name: string; slug: string };

async function loadConcerns(api: ApiClient): Promise<ConcernOption[] | null> {
  try {
    const { data } = await api.GET("/v1/categories/concerns");
    return data?.data ?? null;
  } catch {
    return null;
  }
}

async function searchProviders(
  api: ApiClient,
  query: Required<Pick<ProviderSearchParams, "country">> & Pick<ProviderSearchParams, "city" | "concern">,
) {
  try {
    const { data } = await api.GET("/v1/providers", {
      params: { query: { ...query, pageSize: LANDING_PROVIDER_COUNT } },
    });
    if (!data) return { providers: [], total: 0, failed: true };
    return { providers: data.data, total: data.meta.total, failed: false };
  } catch {
    return { providers: [], total: 0, failed: true };
  }
}

/**
 * Everything a landing page shows, from the static content and two API calls (the concern list and
 * the provider search). An unknown country, city or concern is a 404; a failed provider search is
 * shown as such on the page; a concern page whose concern list cannot be loaded is a 503 (whether the
 * concern exists cannot be known).
 */
export async function loadLanding(
  params: LandingParams,
  api: ApiClient,
  origin: string = hosts[region.locale],
): Promise<LandingData> {
  const country = findCountry(params.country);
  if (!country) throw notFound();
  const empty = { title: tHome("featured.empty"), goToServices: tHome("featured.goToServices") };
  const home: Crumb = { name: tCommon("nav.home"), path: "/" };
  const countryCrumb: Crumb = { name: country.name, path: countryPath(country.slug) };
  const cities = country.cities.map((c) => ({
    slug: c.slug,
    name: c.name,
    href: cityPath(country.slug, c.slug),
    intro: c.intro,
  }));
  const countryOnly = { slug: country.slug, name: country.name };
  const locations = COUNTRIES.map((c) => ({
    name: c.name,
    href: countryPath(c.slug),
    cities: c.cities.map((city) => ({ name: city.name, href: cityPath(c.slug, city.slug) })),
  }));

  if (params.city === undefined) {
    const found = await searchProviders(api, { country: country.code });
    const breadcrumb = [home, countryCrumb];
    return {
      empty,
      kind: "country",
      path: countryPath(country.slug),
      copy: country,
      country: countryOnly,
      city: null,
      concern: null,
      breadcrumb,
      ...found,
      directoryHref: directoryHref({ country: country.code }),
      concerns: [],
      popularSearches: [],
      localInfo: country.localInfo,
      cities,
      locations,
      crisis: country.crisis,
      related: country.related,
      faq: country.faq,
      jsonLd: [breadcrumbList(breadcrumb, origin), faqPage(country.faq)].map(jsonLdText),
    };
  }

  const city = findCity(country, params.city);
  if (!city) throw notFound();
  const cityCrumb: Crumb = { name: city.name, path: cityPath(country.slug, city.slug) };
  const concernSlug = params.concern ?? params.specialty;
  const base = {
    empty,
    country: countryOnly,
    city: { slug: city.slug, name: city.name },
    localInfo: city.localInfo,
    cities,
    locations,
    crisis: country.crisis,
    related: city.related,
    faq: city.faq,
  };
  const chips = (list: ConcernOption[] | null): ConcernLink[] =>
    (list ?? []).map((c) => ({
      name: c.name,
      slug: c.slug,
      href: concernPath(country.slug, city.slug, c.slug),
    }));
  const popular = (list: ConcernOption[] | null) => {
    // Only searches whose concern exists: a link to a concern the API does not know would be a 404.
    const known = new Set((list ?? []).map((c) => c.slug));
    return city.popularSearches
      .filter((s) => known.has(s.concern))
      .map((s) => ({ label: s.label, href: concernPath(country.slug, city.slug, s.concern) }));
  };

  if (concernSlug === undefined) {
    const [concerns, found] = await Promise.all([
      loadConcerns(api),
      searchProviders(api, { country: country.code, city: city.name }),
    ]);
    const breadcrumb = [home, countryCrumb, cityCrumb];
    return {
      ...base,
      kind: "city",
      path: cityPath(country.slug, city.slug),
      copy: city,
      concern: null,
      breadcrumb,
      ...found,
      directoryHref: directoryHref({ country: country.code, city: city.name }),
      concerns: chips(concerns),
      popularSearches: popular(concerns),
      jsonLd: [breadcrumbList(breadcrumb, origin), faqPage(city.faq)].map(jsonLdText),
    };
  }

  const concerns = await loadConcerns(api);
  if (!concerns) throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  const concern = concerns.find((c) => c.slug === concernSlug);
  if (!concern) throw notFound();
  const path = concernPath(country.slug, city.slug, concern.slug);
  const words = { concern: concern.name, city: city.name };
  const breadcrumb = [home, countryCrumb, cityCrumb, { name: concern.name, path }];
  const found = await searchProviders(api, {
    country: country.code,
    city: city.name,
    concern: concern.identifier,
  });
  return {
    ...base,
    kind: "concern",
    path,
    copy: {
      title: t("concernPage.title", words),
      description: t("concernPage.description", words),
      keywords: t("concernPage.keywords", words).split(", "),
      h1: t("concernPage.h1", words),
      intro: t("concernPage.intro", words),
    },
    concern: { slug: concern.slug, name: concern.name },
    breadcrumb,
    ...found,
    directoryHref: directoryHref({ country: country.code, city: city.name, concern: concern.identifier }),
    concerns: chips(concerns),
    popularSearches: popular(concerns).filter((s) => s.href !== path),
    // The city page owns its FAQ's structured data: the same questions marked up on every concern
    // page would be duplicates, which search engines ignore or penalise.
    jsonLd: [jsonLdText(breadcrumbList(breadcrumb, origin))],
  };
}
