import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Facts the API, the sites and the domain share are written once (issue 26): a second literal copy
 * anywhere in the source (tests aside, which state what they expect on their own) fails here.
 */
const root = join(import.meta.dirname, "../../..");

function filesHolding(literal: RegExp, { tests = true } = {}): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".") || name === "dist" || name === "build") continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        /\.(ts|tsx|mjs)$/.test(name) &&
        !name.endsWith(".d.ts") &&
        (tests || !/\.(test|spec)\.tsx?$/.test(name)) &&
        literal.test(readFileSync(path, "utf8"))
      )
        found.push(path.slice(root.length + 1));
    }
  };
  for (const top of ["apps", "packages", "tooling"]) walk(join(root, top));
  return found.sort();
}

describe("defined once in the whole codebase", () => {
  it("the gender options, as a list, a type or a sentence", () => {
    const list = /["']Male["'](,|\s*\|)\s*["']Female["'](,|\s*\|)\s*["']Others["']|Male, Female,? or Others/;
    expect(filesHolding(list, { tests: false })).toEqual(["packages/domain/src/filters/search-rules.ts"]);
  });

  it("the identifier's pattern (the API, the sites and the domain check ids with @marketplace/domain/ids)", () => {
    expect(filesHolding(/\[0-9A-Z\]\{26\}/, { tests: false })).toEqual(["packages/domain/src/ids/ulid.ts"]);
  });

  it("the course minimum (MIN_SERIES_SESSIONS in @marketplace/domain/booking), never a literal `.min(2)`", () => {
    expect(filesHolding(/MIN_SERIES_SESSIONS = /, { tests: false })).toEqual([
      "packages/domain/src/booking/booking-policy.ts",
    ]);
    expect(filesHolding(/\.min\(2\b|Math\.max\(2, state|length < 2\)|n >= 2 /, { tests: false })).toEqual([]);
  });
});
