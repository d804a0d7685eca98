import type { ProviderSearchParams } from "@marketplace/domain/filters";

/**
 * The location landing pages' URLs (spec routes table). The concern page is the canonical address of
 * a concern in a city; the shorter per-specialty address (/therapists/nigeria/lagos/depression) shows
 * the same page and names the concern page as canonical (docs/decisions/014-landing-pages.md).
 */
export const LANDING_ROOT = "/therapists";

export const countryPath = (country: string) => `${LANDING_ROOT}/${country}`;
export const cityPath = (country: string, city: string) => `${countryPath(country)}/${city}`;
export const concernPath = (country: string, city: string, concern: string) =>
  `${cityPath(country, city)}/concern/${concern}`;
export const specialtyPath = (country: string, city: string, concern: string) =>
  `${cityPath(country, city)}/${concern}`;

/** The directory (/providers) filtered the way a landing page is: its search contract's own names. */
export function directoryHref(filters: Pick<ProviderSearchParams, "country" | "city" | "concern">): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `/providers?${text}` : "/providers";
}
