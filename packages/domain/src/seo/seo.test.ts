import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX, seoLinks, truncateDescription } from "./seo.ts";

describe("truncateDescription", () => {
  it("leaves a description of 160 characters or fewer alone (spaces folded)", () => {
    expect(truncateDescription("Find a therapist  you can trust.")).toBe("Find a therapist you can trust.");
    const exact = "a".repeat(160);
    expect(truncateDescription(exact)).toBe(exact);
  });

  it("cuts longer text to 160 characters including the ellipsis, at a word boundary", () => {
    const text = `${"Calm support for anxious minds ".repeat(10)}end`;
    const out = truncateDescription(text);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("…")).toBe(true);
    expect(out).not.toMatch(/ …$/);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
  });

  it("cuts a single long word hard", () => {
    const out = truncateDescription("x".repeat(300));
    expect(out).toBe(`${"x".repeat(159)}…`);
  });

  it("never exceeds the limit", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600 }),
        (s) => truncateDescription(s).length <= META_DESCRIPTION_MAX,
      ),
    );
  });
});

describe("seoLinks", () => {
  const hosts = { "en-US": "https://tranquil.example", "en-NG": "https://ng.tranquil.example/" };

  it("points the canonical at the current site and lists both locales", () => {
    expect(seoLinks({ path: "/providers?page=2", hosts, locale: "en-NG" })).toEqual([
      { rel: "canonical", href: "https://ng.tranquil.example/providers" },
      { rel: "alternate", hrefLang: "en-US", href: "https://tranquil.example/providers" },
      { rel: "alternate", hrefLang: "en-NG", href: "https://ng.tranquil.example/providers" },
      { rel: "alternate", hrefLang: "x-default", href: "https://tranquil.example/providers" },
    ]);
  });

  it("keeps the home page's slash and drops trailing slashes elsewhere", () => {
    expect(seoLinks({ path: "/", hosts, locale: "en-US" })[0]?.href).toBe("https://tranquil.example/");
    expect(seoLinks({ path: "/blog/", hosts, locale: "en-US" })[0]?.href).toBe(
      "https://tranquil.example/blog",
    );
  });
});
