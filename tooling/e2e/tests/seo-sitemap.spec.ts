import { expect, test } from "./fixtures.ts";
import { GLOBAL, NIGERIA, SITES } from "./sites.ts";

/** Each <url> of a sitemap: its loc and its alternates by hreflang. */
function parseSitemap(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

for (const site of SITES) {
  test(`${site.name} /sitemap.xml lists its own public and landing URLs with hreflang pairs`, async ({
    request,
  }) => {
    const response = await request.get(`${site.url}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = parseSitemap(xml);
    const locs = urls.map((u) => u.loc);
    for (const path of [
      "/",
      "/therapy",
      "/about-us",
      "/therapists/nigeria",
      "/therapists/uk",
      "/therapists/nigeria/lagos",
      "/therapists/nigeria/abuja",
      "/therapists/nigeria/port-harcourt",
      "/therapists/uk/london",
      "/therapists/uk/manchester",
      "/therapists/uk/birmingham",
      "/therapists/nigeria/lagos/concern/anxiety",
      "/therapists/uk/birmingham/concern/lgbtq-plus-issues",
    ]) {
      expect(locs, path).toContain(`${site.url}${path}`);
    }
    // Only this site's host, no form that asks not to be indexed, no signed-in page, no duplicates.
    expect(locs.every((loc) => loc.startsWith(`${site.url}/`))).toBe(true);
    for (const path of ["/login", "/overview", "/logout", "/therapists/nigeria/lagos/depression"]) {
      expect(locs).not.toContain(`${site.url}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    for (const { loc, alternates } of urls) {
      const path = loc.slice(site.url.length);
      expect(alternates, loc).toEqual({
        "en-US": `${GLOBAL.url}${path}`,
        "en-NG": `${NIGERIA.url}${path}`,
        "x-default": `${GLOBAL.url}${path}`,
      });
    }
  });

  test(`${site.name}: the sitemap's landing URLs answer 200 and name themselves canonical`, async ({
    request,
  }) => {
    const xml = await (await request.get(`${site.url}/sitemap.xml`)).text();
    const landing = parseSitemap(xml)
      .map((u) => u.loc)
      .filter((loc) => loc.includes("/therapists/"));
    // Every country and city page, and one concern page in every twenty (they share one template).
    const sample = landing.filter((loc, i) => !loc.includes("/concern/") || i % 20 === 0);
    expect(sample.length).toBeGreaterThan(8);
    for (const loc of sample) {
      const response = await request.get(loc);
      expect(response.status(), loc).toBe(200);
      expect(await response.text(), loc).toContain(`<link rel="canonical" href="${loc}"/>`);
    }
  });

  test(`${site.name} /robots.txt allows public pages, disallows signed-in and resource routes, names the sitemap`, async ({
    request,
  }) => {
    const response = await request.get(`${site.url}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/overview", "/security", "/profile", "/client/", "/logout", "/cookie-consent"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/therapists|Disallow: \/sitemap|Disallow: \/robots|Disallow: \/\n/);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
}
