import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES, type SiteRoute } from "../routes.ts";
import { disallowedPrefixes, robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.server.ts";

const hosts = { "en-US": "https://tranquil.example", "en-NG": "https://ng.tranquil.example" };

describe("sitemapPaths", () => {
  const paths = sitemapPaths(SITE_ROUTES, ["anxiety", "depression"]);

  it("lists the fixed-path public pages of the route table, not the noindex forms or the 404", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/therapy");
    expect(paths).toContain("/createaccount");
    for (const hidden of ["/login", "/forgot-password", "/reset-password", "/confirm-email", "*"]) {
      expect(paths).not.toContain(hidden);
    }
    expect(paths.some((p) => p.includes(":"))).toBe(false);
  });

  it("lists the blog, its categories and posts, and not its search pages", () => {
    expect(paths).toContain("/blog");
    expect(paths.filter((p) => p.startsWith("/blog/search") || p.startsWith("/newsletter"))).toEqual([]);
    const withBlog = sitemapPaths(SITE_ROUTES, [], ["/blog/self-care", "/blog/self-care/sleep-well"]);
    expect(withBlog).toEqual(
      expect.arrayContaining(["/blog", "/blog/self-care", "/blog/self-care/sleep-well"]),
    );
  });

  it("leaves out exactly the public pages whose meta says noindex", () => {
    // Fixed-path pages only: the landing pages are listed from their data (and 404s say noindex).
    for (const r of SITE_ROUTES.filter(
      (route) => route.access === "public" && !/[:*]/.test(route.path ?? ""),
    )) {
      const source = readFileSync(join(import.meta.dirname, "..", r.file), "utf8");
      // emailLinkMeta() says noindex itself (accounts/email-link-meta.test.ts).
      const noindex = source.includes('"noindex"') || source.includes("emailLinkMeta(");
      expect(r.indexed === false, `${r.id}: indexed flag vs its meta`).toBe(noindex);
    }
  });

  it("leaves out signed-in, resource and development routes", () => {
    for (const r of SITE_ROUTES.filter((route) => route.access !== "public")) {
      expect(paths, r.id).not.toContain(r.path);
    }
  });

  it("lists every country, city and city concern page once, and no per-specialty address", () => {
    for (const p of [
      "/therapists/nigeria",
      "/therapists/uk",
      "/therapists/nigeria/lagos",
      "/therapists/nigeria/abuja",
      "/therapists/nigeria/port-harcourt",
      "/therapists/uk/london",
      "/therapists/uk/manchester",
      "/therapists/uk/birmingham",
      "/therapists/nigeria/lagos/concern/anxiety",
      "/therapists/uk/birmingham/concern/depression",
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).not.toContain("/therapists/nigeria/lagos/depression");
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.includes("/concern/"))).toHaveLength(6 * 2);
  });

  it("picks up a public page another branch adds, without touching the sitemap", () => {
    const routes: SiteRoute[] = [
      ...SITE_ROUTES,
      { id: "x", path: "/providers-new", file: "x.tsx", access: "public" },
      { id: "y", path: "/provider/:id", file: "y.tsx", access: "public" },
    ];
    const listed = sitemapPaths(routes, []);
    expect(listed).toContain("/providers-new");
    expect(listed).not.toContain("/provider/:id");
  });
});

describe("sitemapXml", () => {
  it("lists this site's URLs, each with en-US, en-NG and x-default alternates", async () => {
    const xml = await sitemapXml(["/", "/therapists/nigeria/lagos"], hosts, "en-NG");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const items = await parseSitemap(Readable.from([xml]));
    expect(items.map((i) => i.url)).toEqual([
      "https://ng.tranquil.example/",
      "https://ng.tranquil.example/therapists/nigeria/lagos",
    ]);
    expect(items[1]?.links.map((l) => [l.lang, l.url])).toEqual([
      ["en-US", "https://tranquil.example/therapists/nigeria/lagos"],
      ["en-NG", "https://ng.tranquil.example/therapists/nigeria/lagos"],
      ["x-default", "https://tranquil.example/therapists/nigeria/lagos"],
    ]);
  });
});

describe("robots.txt", () => {
  const text = robotsTxt(SITE_ROUTES, "https://tranquil.example/sitemap.xml");

  it("disallows signed-in, resource and development routes, dynamic ones by their prefix", () => {
    for (const p of [
      "/overview",
      "/security",
      "/profile",
      "/client/",
      "/logout",
      "/cookie-consent",
      "/dev/mail",
    ]) {
      expect(text).toContain(`Disallow: ${p}\n`);
    }
  });

  it("never blocks a public page, the sitemap or itself, and names the sitemap", () => {
    const blocked = disallowedPrefixes(SITE_ROUTES);
    for (const path of [...sitemapPaths(SITE_ROUTES, ["anxiety"]), "/sitemap.xml", "/robots.txt", "/login"]) {
      expect(
        blocked.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
    expect(text).toMatch(/^User-agent: \*\nAllow: \//);
    expect(text).toContain("Sitemap: https://tranquil.example/sitemap.xml\n");
  });
});
