/**
 * Spec screen 20: canonical and alternate language links for en-US (global host) and en-NG
 * (Nigerian host); the meta description is truncated to 160 characters with an ellipsis.
 */

export const META_DESCRIPTION_MAX = 160;
export const ELLIPSIS = "…";

/**
 * At most 160 characters including the ellipsis. Cuts at the last word boundary when one is close
 * (within 20 characters), so a word is not chopped in half.
 */
export function truncateDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = max - ELLIPSIS.length;
  const cut = clean.slice(0, room);
  const space = cut.lastIndexOf(" ");
  const base = space >= room - 20 && space > 0 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, "")}${ELLIPSIS}`;
}

export type SiteLocale = "en-US" | "en-NG";
export type SiteHosts = Record<SiteLocale, string>;

export interface SeoLink {
  rel: "canonical" | "alternate";
  href: string;
  hrefLang?: SiteLocale | "x-default";
}

const join = (host: string, path: string) => {
  const base = host.replace(/\/+$/, "");
  const clean = `/${path.replace(/^\/+/, "")}`.split(/[?#]/)[0] ?? "/";
  return `${base}${clean === "/" ? "/" : clean.replace(/\/+$/, "")}`;
};

/** Canonical on the current site's host; alternates for both locales, x-default on the global site. */
export function seoLinks({
  path,
  hosts,
  locale,
}: {
  path: string;
  hosts: SiteHosts;
  locale: SiteLocale;
}): SeoLink[] {
  return [
    { rel: "canonical", href: join(hosts[locale], path) },
    { rel: "alternate", hrefLang: "en-US", href: join(hosts["en-US"], path) },
    { rel: "alternate", hrefLang: "en-NG", href: join(hosts["en-NG"], path) },
    { rel: "alternate", hrefLang: "x-default", href: join(hosts["en-US"], path) },
  ];
}
