import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { API_SERVICE, REGIONS } from "@marketplace/region";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * `.env.example` lists every environment variable the repository reads. The env schemas are read
 * as source (the keys of their `z.object({...})`), not imported: importing them would parse this
 * process's environment and start nothing but trouble. `process.env.NAME` reads anywhere in our
 * code count too, and so do packages/region's variables.
 */
const root = fileURLToPath(new URL("../../", import.meta.url));
const SKIP = new Set([
  "node_modules",
  "dist",
  "build",
  "storybook-static",
  "generated",
  ".turbo",
  "coverage",
]);
const ENV_SCHEMA = /(^|[/.-])env(\.server)?\.ts$/;
const NAME = /^[A-Z][A-Z0-9_]*$/;
/** The operating system's and the test runner's (Vitest sets VITEST in its workers), not the project's configuration. */
const SYSTEM = new Set(["PATH", "HOME", "TMPDIR", "VITEST"]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(join(dir, entry.name));
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

const sourceFiles = ["apps", "packages", "tooling"].flatMap((dir) => walk(join(root, dir)));
const rel = (file: string) => relative(root, file);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, found: (node: ts.Node) => void) {
  found(node);
  ts.forEachChild(node, (child) => visit(child, found));
}

const propertyName = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

/** The keys of every `z.object({...})` in a file. */
function schemaKeys(file: string): string[] {
  const keys: string[] = [];
  visit(parse(file), (node) => {
    if (!ts.isCallExpression(node) || node.expression.getText() !== "z.object") return;
    const [shape] = node.arguments;
    if (!shape || !ts.isObjectLiteralExpression(shape)) return;
    for (const property of shape.properties) {
      const name = property.name && propertyName(property.name);
      if (name && NAME.test(name)) keys.push(name);
    }
  });
  return keys;
}

/** Names read as `<object>.NAME` or `<object>["NAME"]`, where the object's text is one of `objects`. */
function reads(file: string, objects: string[]): string[] {
  const names: string[] = [];
  visit(parse(file), (node) => {
    if (ts.isPropertyAccessExpression(node) && objects.includes(node.expression.getText())) {
      names.push(node.name.text);
    } else if (
      ts.isElementAccessExpression(node) &&
      objects.includes(node.expression.getText()) &&
      ts.isStringLiteral(node.argumentExpression)
    ) {
      names.push(node.argumentExpression.text);
    }
  });
  return names.filter((name) => NAME.test(name) && !SYSTEM.has(name));
}

const documented = new Set(
  readFileSync(join(root, ".env.example"), "utf8")
    .split("\n")
    .flatMap((line) => /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []),
);

/** `{ variable: [files reading it] }` for every variable .env.example lacks. */
function missing(found: Array<[file: string, names: string[]]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [file, names] of found) {
    for (const name of names) {
      if (!documented.has(name)) result[name] = [...(result[name] ?? []), rel(file)];
    }
  }
  return result;
}

describe(".env.example", () => {
  const schemaFiles = sourceFiles.filter((file) => ENV_SCHEMA.test(file) && !file.includes(".test."));

  it("finds the env schemas and reads their keys", () => {
    const keys = Object.fromEntries(schemaFiles.map((file) => [rel(file), schemaKeys(file)]));
    expect(keys["apps/api/src/env.ts"]).toEqual(
      expect.arrayContaining(["DATABASE_URL", "PORT", "LOG_LEVEL"]),
    );
    expect(keys["packages/web/src/env/env.server.ts"]).toEqual(
      expect.arrayContaining(["API_URL", "SESSION_SECRET", "TRUSTED_PROXIES"]),
    );
  });

  it("lists every key of every env schema", () => {
    expect(missing(schemaFiles.map((file) => [file, schemaKeys(file)]))).toEqual({});
  });

  it("lists every variable our code reads through process.env", () => {
    const found = sourceFiles
      .filter((file) => readFileSync(file, "utf8").includes("process.env"))
      .map((file): [string, string[]] => [file, reads(file, ["process.env"])]);
    expect(found.flatMap(([, names]) => names)).toContain("MIGRATIONS_DIR");
    expect(missing(found)).toEqual({});
  });

  it("lists packages/region's variables: PORT_OFFSET and each site's and the API's origin", () => {
    const regionFiles = walk(join(root, "packages/region/src")).filter((file) => !file.includes(".test."));
    const found: Array<[string, string[]]> = regionFiles.map((file) => [file, reads(file, ["env"])]);
    found.push([
      "packages/region/src/regions.ts",
      [API_SERVICE.urlEnv, ...Object.values(REGIONS).map((region) => region.hostEnv)],
    ]);
    expect(found.flatMap(([, names]) => names)).toContain("PORT_OFFSET");
    expect(missing(found)).toEqual({});
  });
});
