import { Readable } from "node:stream";
import { type SiteHosts, type SiteLocale, seoLinks } from "@marketplace/domain/seo";
import { SitemapStream, streamToPromise } from "sitemap";
import { landingPaths } from "../landing/index.server.ts";
import type { SiteRoute } from "../routes.ts";

/** The crawler files themselves: resource routes that robots.txt must not hide. */
export const CRAWLER_ROUTE_IDS = new Set(["sitemap", "robots"]);

const isStatic = (path: string | undefined): path is string => !!path && !/[:*]/.test(path);

/**
 * What sitemap.xml lists: every indexable public page of the route table with a fixed path (so pages
 * other branches add appear by themselves), then every landing page, then the blog's category and post
 * pages. Other pages with parameters in their path (a provider's profile) are not listed: the
 * directory and the landing pages link to them.
 */
export function sitemapPaths(
  routes: readonly SiteRoute[],
  concernSlugs: readonly string[],
  /** Pages of content the route table cannot list (the blog's categories and posts). */
  contentPaths: readonly string[] = [],
): string[] {
  const pages = routes
    .filter((r) => r.access === "public" && r.indexed !== false)
    .map((r) => r.path)
    .filter(isStatic);
  return [...new Set([...pages, ...landingPaths(concernSlugs), ...contentPaths])];
}

/**
 * The sitemap of one site: its own host's URLs, each with the en-US, en-NG and x-default alternates
 * that the page's own canonical and hreflang links name (the same seoLinks rule), built by the
 * `sitemap` library (XML escaping, the xhtml namespace).
 */
export async function sitemapXml(paths: readonly string[], hosts: SiteHosts, locale: SiteLocale) {
  const stream = new SitemapStream({
    hostname: hosts[locale],
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  const items = paths.map((path) => {
    const [canonical, ...alternates] = seoLinks({ path, hosts, locale });
    return {
      url: canonical?.href ?? path,
      links: alternates.map((link) => ({ lang: link.hrefLang ?? "x-default", url: link.href })),
    };
  });
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString("utf8");
}

/** A Disallow prefix per page that is not for crawlers: signed-in pages, resource routes, dev tools. */
export function disallowedPrefixes(routes: readonly SiteRoute[]): string[] {
  const prefixes = routes
    .filter((r) => r.access !== "public" && !CRAWLER_ROUTE_IDS.has(r.id) && r.path)
    .map((r) => {
      // /client/:identifier → /client/ (everything under it); a fixed path stays as it is.
      const path = r.path as string;
      const cut = path.search(/[:*]/);
      return cut === -1 ? path : path.slice(0, cut);
    });
  // A prefix already covered by a shorter one (/security covers /security/export) adds nothing.
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((p) => !unique.some((q) => q !== p && p.startsWith(q)));
}

export function robotsTxt(routes: readonly SiteRoute[], sitemapUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPrefixes(routes).map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
