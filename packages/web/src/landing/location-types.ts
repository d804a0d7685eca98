/**
 * The shape of the location landing pages' static content (spec screen 21). The content itself lives
 * in location-data.server.ts, so only the page being rendered reaches the browser (through its loader),
 * never every city's copy in the JavaScript bundle.
 */

export interface Faq {
  question: string;
  answer: string;
}

/** A link to another page of ours; a test checks that every href is a page of the route table. */
export interface RelatedLink {
  label: string;
  href: string;
  text: string;
}

/** A search people often make, answered by a concern page ('Anxiety therapists in Lagos'). */
export interface PopularSearch {
  label: string;
  /** The concern's slug as the API names it (GET /v1/categories/concerns). */
  concern: string;
}

export interface PageCopy {
  /** The document title (its own brand suffix included). */
  title: string;
  /** Cut to 160 characters with an ellipsis by pageMeta. */
  description: string;
  keywords: string[];
  h1: string;
  intro: string;
}

export interface LocalInfo {
  /** Shown as written; the source of each figure is in a comment beside it. */
  population: string;
  /** IANA zone: providers there keep it, so times on their cards read in it. */
  timeZone: "Africa/Lagos" | "Europe/London";
  timeZoneLabel: string;
  /**
   * The places inside the city's area (@marketplace/domain/places): the page's providers are those
   * of the city and of every place listed here.
   */
  areasServed: string[];
}

export interface CityContent extends PageCopy {
  slug: string;
  /**
   * The city as the providers' profiles name it: the search API's `city` filter, which also finds the
   * providers of every place in the city's area (areasServed).
   */
  name: string;
  popularSearches: PopularSearch[];
  localInfo: LocalInfo;
  related: RelatedLink[];
  faq: Faq[];
}

/** Where to turn in an emergency: landing pages show it before anything else about urgent help. */
export interface CrisisContact {
  label: string;
  /** Dialled as written; `tel:` links are built from it. */
  number: string;
  detail: string;
}

export interface CountryContent extends PageCopy {
  slug: "nigeria" | "uk";
  /** ISO 3166-1 alpha-2, as the search API's `country` filter and the profiles carry it. */
  code: "NG" | "GB";
  name: string;
  localInfo: Omit<LocalInfo, "areasServed">;
  crisis: CrisisContact[];
  faq: Faq[];
  related: RelatedLink[];
  cities: CityContent[];
}
