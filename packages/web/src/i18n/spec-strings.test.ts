import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Each of the spec's quoted strings is written once in source
 * (docs/decisions/010-strings-and-translations.md): page copy in the en-US translation files,
 * messages in packages/domain, and everything else imports them. This scans apps/ and packages/ for
 * the spec's strings as string literals (comments, tests, stories, generated code and seed data
 * aside) and fails on a second definition.
 */
const repo = join(import.meta.dirname, "../../../..");
const specFile = join(repo, "../shared/spec/product-spec.md");

/**
 * Spec values that are data or protocol, not copy: they may appear wherever the data does ('three' and
 * 'four' are onboarding's step values in the query, and keys of the steps' names).
 */
const NOT_COPY = new Set([
  "success",
  "undefined",
  "blog-post",
  "all-categories",
  "cookie-consent",
  "three",
  "four",
]);

const SKIP_DIRS = new Set([
  "node_modules",
  "build",
  "dist",
  "generated",
  "drizzle",
  "seed",
  "storybook-static",
]);
const isSource = (name: string) =>
  /\.(ts|tsx|json)$/.test(name) &&
  !/\.(test|spec|stories)\.tsx?$/.test(name) &&
  name !== "package.json" &&
  !name.startsWith("tsconfig");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return SKIP_DIRS.has(entry.name) || entry.name.startsWith(".") ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** Comments name spec strings to explain code; only literals define them. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.skipIf(!existsSync(specFile))("spec strings", () => {
  const spec = existsSync(specFile) ? readFileSync(specFile, "utf8") : "";
  const strings = [...spec.matchAll(/'([^'\n]{4,}?)'(?=[\s,.;:)]|$)/gm)]
    .map((m) => m[1] as string)
    .filter((s) => /[a-z]/i.test(s) && !NOT_COPY.has(s));
  const files = [...sourceFiles(join(repo, "apps")), ...sourceFiles(join(repo, "packages"))].map((file) => ({
    file: relative(repo, file),
    source: withoutComments(readFileSync(file, "utf8")),
  }));

  it("finds the spec's strings and the sources", () => {
    expect(strings.length).toBeGreaterThan(50);
    expect(files.some((f) => f.file.endsWith("en-US/common.json"))).toBe(true);
  });

  it("defines each of them at most once", () => {
    const twice: string[] = [];
    for (const text of new Set(strings)) {
      const literal = new RegExp(`(["'\`])${escapeRegExp(text)}\\1`, "g");
      // In a translation file a quoted word followed by a colon is a key ('more'), not copy.
      const value = new RegExp(`"${escapeRegExp(text)}"(?!\\s*:)`, "g");
      const places = files.flatMap(({ file, source }) =>
        (source.match(file.endsWith(".json") ? value : literal) ?? []).map(() => file),
      );
      if (places.length > 1) twice.push(`'${text}': ${places.join(", ")}`);
    }
    expect(twice).toEqual([]);
  });
});
