/**
 * Per-region configuration. The two sites differ only by this: locale, country, currency and the legal
 * entity named in the footer. (Whether a wallet top-up opens a dialog follows the person's country, not
 * the site: `walletTopUpFor`.)
 * This file alone owns each region's id, locale, local port, public host and the environment variable
 * that overrides it: Vite configs, the start script, the e2e config, canonical links and CORS derive
 * theirs from here.
 */

export type RegionId = "global" | "nigeria";
export type Locale = "en-US" | "en-NG";
export type EntityId = "US" | "UK" | "NG";

/** The legal entity that runs a site when nothing else decides (spec: the UK one). */
export const DEFAULT_ENTITY: EntityId = "UK";

export interface Region {
  id: RegionId;
  locale: Locale;
  /** Shown in the location and language picker. */
  countryCode: "US" | "NG";
  currency: "USD" | "NGN";
  /**
   * The legal entity named in the copyright line. An id: the companies' names and addresses
   * (companies.ts) stay out of every page's first-load code, where only the footer, later, needs them.
   */
  company: EntityId;
  /** The entities whose addresses the footer lists, the region's own first. */
  offices: readonly EntityId[];
  /** The environment variable holding this site's public origin (required in production). */
  hostEnv: "GLOBAL_HOST" | "NIGERIA_HOST";
  /** The port the site listens on locally; its default public origin is http://localhost:{port}. */
  port: number;
  /**
   * The timezone times are shown in when the viewer's own is unknown. The rule (domain's
   * viewerTimeZone): the client's saved preference, else the browser's timezone, else this. The
   * global site serves the US and the UK from one locale, so no US zone fits everyone: it falls back
   * to London, home of its default company; the Nigerian site to Lagos. Never bare UTC.
   */
  defaultTimeZone: "Europe/London" | "Africa/Lagos";
  /**
   * The countries a provider signed up on this site may practise in (decision 045): the global site
   * serves the US and the UK, so its providers choose; the Nigerian site's practise in Nigeria.
   */
  practiceCountries: readonly ("US" | "GB" | "NG")[];
}

export const REGIONS: Record<RegionId, Region> = {
  global: {
    id: "global",
    locale: "en-US",
    countryCode: "US",
    currency: "USD",
    // The global site operates under the default regional company (UK).
    company: DEFAULT_ENTITY,
    offices: ["UK", "US", "NG"],
    hostEnv: "GLOBAL_HOST",
    port: 3000,
    defaultTimeZone: "Europe/London",
    practiceCountries: ["US", "GB"],
  },
  nigeria: {
    id: "nigeria",
    locale: "en-NG",
    countryCode: "NG",
    currency: "NGN",
    company: "NG",
    offices: ["NG", "UK", "US"],
    hostEnv: "NIGERIA_HOST",
    port: 3001,
    defaultTimeZone: "Africa/Lagos",
    practiceCountries: ["NG"],
  },
};

export const regionIds = Object.keys(REGIONS) as RegionId[];

export function isRegionId(id: unknown): id is RegionId {
  return typeof id === "string" && Object.hasOwn(REGIONS, id);
}

/** The region with this id. An unknown id is a configuration error, never a silent fallback. */
export function getRegion(id: string | undefined): Region {
  if (!isRegionId(id)) {
    throw new Error(`Unknown region ${JSON.stringify(id)}: expected one of ${regionIds.join(", ")}`);
  }
  return REGIONS[id];
}

export type WalletTopUp = "dialog" | "inline";

/** Spec screen 2: the countries whose users top up their wallet in a dialog. */
const DIALOG_TOP_UP_COUNTRIES: ReadonlySet<string> = new Set(["NG"]);

/**
 * How a signed-in client tops up (spec screen 2: "Users in Nigeria (country NG) get a top-up dialog
 * instead of the inline amount form"): by the account's country, whichever site they are on — a
 * Nigerian client on the global site gets the dialog, a UK client on the Nigerian site the inline
 * form. An account with no country is read as being in the site's own country.
 */
export function walletTopUpFor(countryCode: string | null | undefined, site: Region): WalletTopUp {
  const country = countryCode?.trim().toUpperCase() || site.countryCode;
  return DIALOG_TOP_UP_COUNTRIES.has(country) ? "dialog" : "inline";
}

/** The site of the other locale (the picker switches to it on the same path). */
export function otherRegion(region: Region): Region {
  return region.id === "global" ? REGIONS.nigeria : REGIONS.global;
}

/** The API: its local port and the environment variable the sites read its origin from. */
export const API_SERVICE = { port: 4000, urlEnv: "API_URL" } as const;

type EnvSource = Record<string, string | undefined>;

/**
 * Local ports move together by PORT_OFFSET (default 0), so two checkouts can run side by side
 * (3000/3001/4000 become 3100/3101/4100 with PORT_OFFSET=100).
 */
export function portOffset(env: EnvSource = {}): number {
  const raw = env.PORT_OFFSET;
  if (raw === undefined || raw === "") return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`PORT_OFFSET must be a whole number from 0 to 50000, got ${JSON.stringify(raw)}`);
  }
  return offset;
}

export function localPort(service: Region | typeof API_SERVICE, env: EnvSource = {}): number {
  return service.port + portOffset(env);
}

export function localOrigin(service: Region | typeof API_SERVICE, env: EnvSource = {}): string {
  return `http://localhost:${localPort(service, env)}`;
}

/** A site's public origin: its host variable when set, otherwise its local origin. */
export function siteHost(region: Region, env: EnvSource = {}): string {
  return env[region.hostEnv] || localOrigin(region, env);
}

/** The API origin the sites call: API_URL when set, otherwise the local API. */
export function apiOrigin(env: EnvSource = {}): string {
  return env[API_SERVICE.urlEnv] || localOrigin(API_SERVICE, env);
}

/** Every site's public origin by locale (canonical and alternate links). */
export function siteHosts(env: EnvSource = {}): Record<Locale, string> {
  return Object.fromEntries(
    regionIds.map((id) => [REGIONS[id].locale, siteHost(REGIONS[id], env)]),
  ) as Record<Locale, string>;
}

/** The browser origins of every site (the API's CORS allow-list). */
export function siteOrigins(env: EnvSource = {}): string[] {
  return regionIds.map((id) => new URL(siteHost(REGIONS[id], env)).origin);
}
