import { describe, expect, it } from "vitest";
import { expandWildcards } from "./check-package.mjs";

describe("expandWildcards (attw skips wildcard exports, so they are listed for it)", () => {
  const files = ["dist/money/index.js", "dist/money/money.js", "dist/seo/index.js", "dist/seo/index.d.ts"];

  it("turns a wildcard export into the subpaths the tarball holds", () => {
    const exportsField = { "./*": { types: "./dist/*/index.d.ts", default: "./dist/*/index.js" } };
    expect(expandWildcards(exportsField, files)).toEqual(["./money", "./seo"]);
  });

  it("leaves plain subpaths to attw's own discovery", () => {
    expect(expandWildcards({ ".": "./dist/index.js", "./package.json": "./package.json" }, files)).toEqual(
      [],
    );
  });

  it("fails when a wildcard matches nothing, rather than checking nothing", () => {
    expect(() => expandWildcards({ "./*": "./lib/*.js" }, files)).toThrow(/matches no file/);
  });
});
