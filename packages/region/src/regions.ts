/**
 * Per-region configuration. The two sites differ only by this: locale, country, currency, the legal
 * entity named in the footer, and whether a wallet top-up opens a dialog (Nigeria) or an inline form.
 * Hosts are deployment facts and come from the environment (see packages/web env.server.ts).
 */

export type RegionId = "global" | "nigeria";
export type Locale = "en-US" | "en-NG";
export type EntityId = "US" | "UK" | "NG";

export interface Company {
  id: EntityId;
  name: string;
  country: string;
  address: string[];
}

/** The three legal entities (spec: US in Sheridan, Wyoming; UK in London, the default; Nigeria in Lagos). */
export const COMPANIES: Record<EntityId, Company> = {
  UK: {
    id: "UK",
    name: "Tranquil Health Ltd",
    country: "United Kingdom",
    address: ["71–75 Shelton Street", "Covent Garden", "London WC2H 9JQ", "United Kingdom"],
  },
  US: {
    id: "US",
    name: "Tranquil Health Inc.",
    country: "United States",
    address: ["30 N Gould St, Suite R", "Sheridan, WY 82801", "United States"],
  },
  NG: {
    id: "NG",
    name: "Tranquil Health Nigeria Ltd",
    country: "Nigeria",
    address: ["12 Admiralty Way", "Lekki Phase 1", "Lagos", "Nigeria"],
  },
};

export const DEFAULT_ENTITY: EntityId = "UK";

export interface Region {
  id: RegionId;
  locale: Locale;
  /** Shown in the location and language picker. */
  countryCode: "US" | "NG";
  currency: "USD" | "NGN";
  /** The legal entity named in the copyright line. */
  company: Company;
  /** Addresses listed in the footer, the region's own entity first. */
  offices: Company[];
  /** Nigeria tops up the wallet in a dialog; the global site uses the inline amount form. */
  walletTopUp: "dialog" | "inline";
  /** The environment variable holding this site's public origin. */
  hostEnv: "GLOBAL_HOST" | "NIGERIA_HOST";
  defaultHost: string;
}

export const REGIONS: Record<RegionId, Region> = {
  global: {
    id: "global",
    locale: "en-US",
    countryCode: "US",
    currency: "USD",
    // The global site operates under the default regional company (UK).
    company: COMPANIES[DEFAULT_ENTITY],
    offices: [COMPANIES.UK, COMPANIES.US, COMPANIES.NG],
    walletTopUp: "inline",
    hostEnv: "GLOBAL_HOST",
    defaultHost: "http://localhost:3000",
  },
  nigeria: {
    id: "nigeria",
    locale: "en-NG",
    countryCode: "NG",
    currency: "NGN",
    company: COMPANIES.NG,
    offices: [COMPANIES.NG, COMPANIES.UK, COMPANIES.US],
    walletTopUp: "dialog",
    hostEnv: "NIGERIA_HOST",
    defaultHost: "http://localhost:3001",
  },
};

export const regionIds = Object.keys(REGIONS) as RegionId[];

export function getRegion(id: string | undefined): Region {
  return REGIONS[id as RegionId] ?? REGIONS.global;
}

/** The site of the other locale (the picker switches to it on the same path). */
export function otherRegion(region: Region): Region {
  return region.id === "global" ? REGIONS.nigeria : REGIONS.global;
}
