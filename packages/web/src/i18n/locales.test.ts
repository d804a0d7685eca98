import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages, overlay } from "./translator.ts";

const dir = join(import.meta.dirname, "locales");
const read = (locale: string, file: string): Messages =>
  JSON.parse(readFileSync(join(dir, locale, file), "utf8")) as Messages;
const files = (locale: string) => readdirSync(join(dir, locale)).sort();

/** Every leaf as [dot path, value]; a list is one leaf (it is overridden whole). */
const leaves = (table: Messages, prefix = ""): Array<[string, unknown]> =>
  Object.entries(table).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? leaves(value as Messages, path)
      : [[path, value] as [string, unknown]];
  });

describe("en-NG holds only what differs from en-US", () => {
  it("has a file for every en-US namespace and no other", () => {
    expect(files("en-NG")).toEqual(files("en-US"));
  });

  for (const file of files("en-NG")) {
    it(`${file}: every key exists in en-US and says something else`, () => {
      const base = new Map(leaves(read("en-US", file)));
      for (const [path, value] of leaves(read("en-NG", file))) {
        expect(base.has(path), `${path} is not an en-US key`).toBe(true);
        expect(value, `${path} repeats en-US`).not.toEqual(base.get(path));
      }
    });
  }
});

describe("the merged tables", () => {
  const translator = (locale: "en-US" | "en-NG", file: string) =>
    createTranslator(
      locale,
      locale === "en-NG" ? overlay(read("en-US", file), read("en-NG", file)) : read("en-US", file),
    );

  it("carry the spec's exact strings in both locales", () => {
    for (const locale of ["en-US", "en-NG"] as const) {
      const t = translator(locale, "common.json");
      expect(t("nav.services")).toBe("Services");
      expect(t("nav.forTherapists")).toBe("For Therapists");
      expect(t("nav.signup")).toBe("Signup");
      expect(t("footer.cookiePreferences")).toBe("Cookie Preferences");
      expect(t("provider.noModality")).toBe("no modality selected");
      expect(t("provider.noConcerns")).toBe("no concerns selected");
      expect(t("provider.more", { count: 3 })).toBe("+ 3 more");
      expect(translator(locale, "home.json")("featured.empty")).toBe("no providers found");
      expect(translator(locale, "blog.json")("title")).toBe("News, Insights and Updates");
    }
  });

  it("give en-NG its own copy where it differs and en-US's everywhere else", () => {
    const us = translator("en-US", "home.json");
    const ng = translator("en-NG", "home.json");
    expect(ng("featured.text")).toMatch(/Lagos/);
    expect(us("featured.text")).not.toMatch(/Lagos/);
    expect(ng("featured.title")).toBe(us("featured.title"));
  });
});

describe("each site spells licence its own way (issue 28, docs/decisions/047-words-and-looks.md)", () => {
  /** Every string of a namespace as the site serves it: en-NG over en-US. */
  const served = (locale: "en-US" | "en-NG", file: string): string[] =>
    leaves(locale === "en-NG" ? overlay(read("en-US", file), read("en-NG", file)) : read("en-US", file))
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
      .filter((value): value is string => typeof value === "string");

  it("the global site (en-US) writes 'license' and the Nigerian site (en-NG) 'licence', in every namespace", () => {
    for (const file of files("en-US")) {
      const us = served("en-US", file).filter((s) => /\blicence/i.test(s));
      const ng = served("en-NG", file).filter((s) => /\blicense(?!d)/i.test(s));
      expect(us, `en-US ${file}`).toEqual([]);
      expect(ng, `en-NG ${file}`).toEqual([]);
    }
    const credentials = (locale: "en-US" | "en-NG") =>
      createTranslator(
        locale,
        locale === "en-NG"
          ? overlay(read("en-US", "credentials.json"), read("en-NG", "credentials.json"))
          : read("en-US", "credentials.json"),
      );
    expect(credentials("en-US")("save", { label: credentials("en-US")("types.license.label") })).toBe(
      "Save License",
    );
    expect(credentials("en-NG")("types.license.label")).toBe("Licence");
  });
});
