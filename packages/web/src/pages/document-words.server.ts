import { SUPPORT_EMAIL } from "@marketplace/domain/contact";
import { PLATFORM_COMMISSION_SHARE } from "@marketplace/domain/ledger";
import { COMPANIES } from "@marketplace/region";
import { region } from "../env/index.ts";
// The served namespaces (landing: the crisis notice's words) are registered by this import.
import { DOCUMENTS, type Documents } from "../i18n/index.server.ts";
import { tLanding, tPages } from "../i18n/index.ts";
import { CRISIS_CONTACTS, type CrisisContact } from "../landing/index.ts";

const percent = (share: number) =>
  new Intl.NumberFormat(region.locale, { style: "percent", maximumFractionDigits: 1 }).format(share);

/** The facts the texts name: the companies (packages/region), the support mailbox, the commission. */
export const DOCUMENT_PARAMS: Record<string, string> = {
  company: COMPANIES[region.company].name,
  address: COMPANIES[region.company].address.join(", "),
  ukCompany: COMPANIES.UK.name,
  usCompany: COMPANIES.US.name,
  ngCompany: COMPANIES.NG.name,
  supportEmail: SUPPORT_EMAIL,
  commission: percent(PLATFORM_COMMISSION_SHARE),
  providerShare: percent(1 - PLATFORM_COMMISSION_SHARE),
};

/** Fills every `{{name}}` in a string, list or table from DOCUMENT_PARAMS (an unknown name stays visible). */
export function fill<T>(value: T, params: Record<string, string> = DOCUMENT_PARAMS): T {
  if (typeof value === "string")
    return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, params)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, params)])) as T;
  return value;
}

/** One page's texts, filled in. */
export const documentOf = <K extends keyof Documents>(key: K): Documents[K] => fill(DOCUMENTS[key]);

/** The title, meta title and description of a service page (pages namespace). */
export const pageHeading = (key: string) => ({
  title: tPages(`${key}.title`),
  metaTitle: `${tPages(`${key}.title`)} — Tranquil`,
  description: tPages(`${key}.description`),
});

export interface CrisisWords {
  title: string;
  text: string;
  contacts: CrisisContact[];
  elsewhere: string;
}

/**
 * The crisis notice: the landing pages' words and numbers. The Nigerian site lists Nigeria's; the
 * global site the UK's (its default company), then a line for everywhere else.
 */
export const crisisWords = (): CrisisWords => ({
  title: tLanding("crisis.title"),
  text: tLanding("crisis.text"),
  contacts: [...(region.countryCode === "NG" ? CRISIS_CONTACTS.NG : CRISIS_CONTACTS.GB)],
  elsewhere: DOCUMENTS.crisis.elsewhere,
});

export interface DocumentSection {
  id: string;
  title: string;
  body: string[];
}

/** A legal or about page's sections, in order, each with the id its anchor uses. */
export const sectionsOf = (sections: Record<string, { title: string; body: string[] }>): DocumentSection[] =>
  Object.entries(sections).map(([id, s]) => ({ id, title: s.title, body: s.body }));

export const tocLabel = () => DOCUMENTS.toc;
