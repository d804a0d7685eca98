#!/usr/bin/env node
// The public entries of packages/web's feature folders (docs/decisions/036-feature-boundaries.md), written
// from the imports: `node tooling/scripts/web-feature-entries.mjs` (add `--check` to only report).
//
// 1. Finds every static import (and `export ... from`) in packages/web/src/<feature>/ that reaches into
//    another feature folder, tests and stories left out (they may reach into what they test), dynamic
//    imports left out (a lazily loaded part names its module: decisions 004, 033).
// 2. Writes each feature's `index.ts`: a named re-export of exactly the names other features import, types
//    as `export type`. What a server-only module exports (a `*.server.ts` file, or a module that imports
//    one, route modules excepted: Remix strips their loaders from the client) goes to `index.server.ts`,
//    so that a browser module importing `index.ts` never brings a server module into the client graph.
// 3. Rewrites the deep imports to `../<feature>/index.ts` (or `index.server.ts`), one import per entry.
//
// Imports that already go through an entry count as uses too, so the script can be run again after a
// merge: it is idempotent, and it formats what it writes with Biome. A `*.css.ts` file may not import
// another feature (vanilla-extract would evaluate every module the entry re-exports), nor a namespace
// (`import * as x`) be taken across features, nor a route module be imported by another feature (an entry
// would put it in other pages' graphs): the script stops and names them.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
/** @type {typeof import("typescript")} */
const ts = require("typescript");

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SRC = join(REPO, "packages/web/src");
const ENTRY = "index.ts";
const SERVER_ENTRY = "index.server.ts";
const ENTRIES = new Set([ENTRY, SERVER_ENTRY]);
const CHECK = process.argv.includes("--check");

const HEADER = {
  [ENTRY]:
    "// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by\n" +
    "// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.\n",
  [SERVER_ENTRY]:
    "// The feature's server-only entry (loaders, actions, *.server.ts), written by\n" +
    "// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.\n",
};

const isTestFile = (file) => /\.(test|stories)\.tsx?$/.test(file) || file.endsWith("test-setup.ts");
const isServerFile = (file) => /\.server\.tsx?$/.test(file);

/** Every .ts/.tsx file under a folder. */
function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const features = readdirSync(SRC)
  .filter((name) => statSync(join(SRC, name)).isDirectory())
  .sort();
/** The feature a file belongs to, or undefined for the composition roots at src/. */
const featureOf = (file) => {
  const [first, ...rest] = relative(SRC, file).split(sep);
  return rest.length > 0 && features.includes(first) ? first : undefined;
};
const isEntryFile = (file) =>
  featureOf(file) !== undefined && ENTRIES.has(relative(join(SRC, featureOf(file)), file));

/** Route modules: every file the route table names (routes.ts and the service pages' table). */
const routeFiles = new Set();
for (const table of ["routes.ts", "pages/service-pages.ts"]) {
  for (const [, file] of readFileSync(join(SRC, table), "utf8").matchAll(/"(\w[\w/-]*\.tsx?)"/g)) {
    if (existsSync(join(SRC, file))) routeFiles.add(join(SRC, file));
  }
}

const sourceFiles = features.flatMap((f) => walk(join(SRC, f))).filter((file) => !isTestFile(file));
const parsed = new Map();
function parse(file) {
  let sf = parsed.get(file);
  if (!sf) {
    const text = readFileSync(file, "utf8");
    sf = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    parsed.set(file, sf);
  }
  return sf;
}

/** A relative specifier's file, when it is one of packages/web/src's. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const path = resolve(dirname(from), specifier);
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** The module declarations (import / export-from) of a file with their resolved targets. */
function moduleDeclarations(file) {
  const out = [];
  for (const statement of parse(file).statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const target = resolveSpecifier(file, statement.moduleSpecifier.text);
      if (target) out.push({ statement, target });
    }
  }
  return out;
}

const problems = [];

// --- Which modules are server-only -------------------------------------------------------------------
// A module whose value imports reach a *.server.ts file (route modules stop it: Remix removes their
// loaders and actions, and the imports only they use, from the browser build).
const valueImports = new Map();
for (const file of sourceFiles) {
  const targets = [];
  for (const { statement, target } of moduleDeclarations(file)) {
    const typeOnly = ts.isImportDeclaration(statement)
      ? statement.importClause?.isTypeOnly === true
      : statement.isTypeOnly;
    if (!typeOnly) targets.push(target);
  }
  valueImports.set(file, targets);
}
const serverOnly = new Set(sourceFiles.filter(isServerFile));
for (let changed = true; changed; ) {
  changed = false;
  for (const file of sourceFiles) {
    if (serverOnly.has(file) || routeFiles.has(file) || isEntryFile(file)) continue;
    if ((valueImports.get(file) ?? []).some((t) => serverOnly.has(t))) {
      serverOnly.add(file);
      changed = true;
    }
  }
}

// --- What the existing entries re-export (so that imports through them count as uses) ----------------
/** entry file → public name → { module, name } */
const existing = new Map();
for (const feature of features) {
  for (const entryName of ENTRIES) {
    const entry = join(SRC, feature, entryName);
    const names = new Map();
    existing.set(entry, names);
    if (!existsSync(entry)) continue;
    for (const { statement, target } of moduleDeclarations(entry)) {
      if (
        ts.isExportDeclaration(statement) &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      ) {
        for (const spec of statement.exportClause.elements) {
          names.set(spec.name.text, { module: target, name: (spec.propertyName ?? spec.name).text });
        }
      } else if (ts.isImportDeclaration(statement) && !statement.importClause) {
        names.set(`\0side-effect:${target}`, { module: target, name: "" });
      }
    }
  }
}

// --- The uses: each cross-feature import, by specifier ------------------------------------------------
/** module file → exported name → { type: boolean (every use is a type), publicNames: Set } */
const uses = new Map();
const sideEffectModules = new Set();
/** importer file → [{ statement, specs: [{ module, name, local, type }] , kind }] */
const rewrites = new Map();

function use(module, name, type, publicName) {
  let names = uses.get(module);
  if (!names) {
    names = new Map();
    uses.set(module, names);
  }
  let u = names.get(name);
  if (!u) {
    u = { type: true, publicNames: new Set() };
    names.set(name, u);
  }
  if (!type) u.type = false;
  if (publicName) u.publicNames.add(publicName);
}

for (const file of sourceFiles) {
  if (isEntryFile(file)) continue;
  const from = featureOf(file);
  for (const { statement, target } of moduleDeclarations(file)) {
    const to = featureOf(target);
    if (to === undefined || to === from) continue;
    const where = `${relative(REPO, file)}: ${statement.moduleSpecifier.text}`;
    if (file.endsWith(".css.ts")) {
      problems.push(`${where}: a *.css.ts file imports another feature (move the shared style down)`);
      continue;
    }
    if (routeFiles.has(target)) {
      problems.push(`${where}: a route module imported by another feature (move the shared piece out of it)`);
      continue;
    }
    /** The (module, name) an imported name stands for, through an entry when it is one. */
    const origin = (name) => {
      if (!isEntryFile(target)) return { module: target, name, publicName: undefined };
      const found = existing.get(target)?.get(name);
      if (!found) {
        problems.push(`${where}: ${name} is not exported by ${relative(REPO, target)}`);
        return undefined;
      }
      return { ...found, publicName: name };
    };
    const specs = [];
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) {
        if (isEntryFile(target)) {
          for (const [key, value] of existing.get(target) ?? []) {
            if (key.startsWith("\0side-effect:")) sideEffectModules.add(value.module);
          }
        } else sideEffectModules.add(target);
        rewrites.set(file, [
          ...(rewrites.get(file) ?? []),
          { statement, target, specs, kind: "side-effect" },
        ]);
        continue;
      }
      const typeOnly = clause.isTypeOnly;
      if (clause.name) {
        const o = origin("default");
        if (o) specs.push({ ...o, local: clause.name.text, type: typeOnly, isDefault: true });
      }
      if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
        problems.push(`${where}: a namespace import across features (import the names)`);
        continue;
      }
      for (const spec of clause.namedBindings?.elements ?? []) {
        const o = origin((spec.propertyName ?? spec.name).text);
        if (o) specs.push({ ...o, local: spec.name.text, type: typeOnly || spec.isTypeOnly });
      }
      rewrites.set(file, [...(rewrites.get(file) ?? []), { statement, target, specs, kind: "import" }]);
    } else {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        problems.push(`${where}: export * across features (re-export the names)`);
        continue;
      }
      for (const spec of statement.exportClause.elements) {
        const o = origin((spec.propertyName ?? spec.name).text);
        if (o) specs.push({ ...o, local: spec.name.text, type: statement.isTypeOnly || spec.isTypeOnly });
      }
      rewrites.set(file, [...(rewrites.get(file) ?? []), { statement, target, specs, kind: "export" }]);
    }
    for (const s of specs) {
      use(s.module, s.name, s.type, s.publicName ?? (s.name === "default" ? s.local : undefined));
    }
  }
}

// --- The entries ----------------------------------------------------------------------------------------
/** module → name → public name in its entry */
const publicNameOf = new Map();
/** entry file → text */
const entryTexts = new Map();
const entryOf = (module) => join(SRC, featureOf(module), serverOnly.has(module) ? SERVER_ENTRY : ENTRY);

for (const feature of features) {
  for (const entryName of ENTRIES) {
    const entry = join(SRC, feature, entryName);
    /** public name → { module, name, type } */
    const exports = new Map();
    const sideEffects = [];
    for (const [module, names] of uses) {
      if (entryOf(module) !== entry) continue;
      for (const [name, u] of names) {
        let publicName = name;
        if (name === "default") {
          const candidates = [...u.publicNames].sort();
          // Keep the name the entry already gives it, else the importers' (first in order).
          const kept = [...(existing.get(entry) ?? [])].find(
            ([, v]) => v.module === module && v.name === name,
          )?.[0];
          publicName = kept ?? candidates[0];
        }
        const clash = exports.get(publicName);
        if (clash && (clash.module !== module || clash.name !== name)) {
          problems.push(
            `${relative(REPO, entry)}: ${publicName} is exported by ${relative(REPO, clash.module)} and ${relative(REPO, module)}`,
          );
          continue;
        }
        exports.set(publicName, { module, name, type: u.type });
        let m = publicNameOf.get(module);
        if (!m) {
          m = new Map();
          publicNameOf.set(module, m);
        }
        m.set(name, publicName);
      }
    }
    for (const module of sideEffectModules) {
      if (entryOf(module) === entry && ![...exports.values()].some((e) => e.module === module)) {
        sideEffects.push(module);
      }
    }
    if (entryName === SERVER_ENTRY && exports.size === 0 && sideEffects.length === 0) continue;
    entryTexts.set(entry, entryText(entry, exports, sideEffects));
  }
}

function specifierFrom(fromFile, toFile) {
  const rel = relative(dirname(fromFile), toFile).split(sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

function entryText(entry, exports, sideEffects) {
  /** module → [{ exported, name, type }] */
  const byModule = new Map();
  for (const [exported, e] of exports) {
    const list = byModule.get(e.module) ?? [];
    list.push({ exported, name: e.name, type: e.type });
    byModule.set(e.module, list);
  }
  const lines = [];
  const spec = (x) => (x.name === x.exported ? x.exported : `${x.name} as ${x.exported}`);
  const modules = [...byModule.keys()].sort((a, b) =>
    specifierFrom(entry, a).localeCompare(specifierFrom(entry, b)),
  );
  for (const module of modules) {
    const list = (byModule.get(module) ?? []).sort((a, b) => a.exported.localeCompare(b.exported));
    const values = list.filter((x) => !x.type);
    const types = list.filter((x) => x.type);
    const source = JSON.stringify(specifierFrom(entry, module));
    if (values.length > 0) lines.push(`export { ${values.map(spec).join(", ")} } from ${source};`);
    if (types.length > 0) lines.push(`export type { ${types.map(spec).join(", ")} } from ${source};`);
  }
  for (const module of sideEffects.sort())
    lines.push(`import ${JSON.stringify(specifierFrom(entry, module))};`);
  if (lines.length === 0) lines.push("export {};");
  return `${HEADER[relative(dirname(entry), entry)]}${lines.join("\n")}\n`;
}

// --- The importers ----------------------------------------------------------------------------------------
/** file → new text */
const fileTexts = new Map();
for (const [file, list] of rewrites) {
  const sf = parse(file);
  const text = sf.getFullText();
  /** entry → { kind, first statement, specs } */
  const groups = new Map();
  for (const r of list) {
    const entries =
      r.kind === "side-effect"
        ? [isEntryFile(r.target) ? r.target : entryOf(r.target)]
        : [...new Set(r.specs.map((s) => entryOf(s.module)))];
    for (const entry of entries) {
      const key = `${r.kind === "export" ? "export" : "import"}\0${entry}`;
      let g = groups.get(key);
      if (!g) {
        g = {
          kind: r.kind === "export" ? "export" : "import",
          entry,
          statements: [],
          specs: [],
          sideEffect: false,
        };
        groups.set(key, g);
      }
      g.statements.push(r.statement);
      if (r.kind === "side-effect") g.sideEffect = true;
      g.specs.push(...r.specs.filter((s) => entryOf(s.module) === entry));
    }
  }
  // Edits: each group is written where its first statement was; its other statements are removed.
  const edits = [];
  const placed = new Set();
  for (const g of groups.values()) {
    const source = JSON.stringify(specifierFrom(file, g.entry));
    const seen = new Set();
    const specs = [];
    for (const s of g.specs) {
      const publicName = publicNameOf.get(s.module)?.get(s.name) ?? s.name;
      const key = `${publicName}\0${s.local}`;
      if (seen.has(key)) {
        const prev = specs.find((p) => p.key === key);
        if (prev && !s.type) prev.type = false;
        continue;
      }
      seen.add(key);
      specs.push({ key, publicName, local: s.local, type: s.type });
    }
    specs.sort((a, b) => a.publicName.localeCompare(b.publicName));
    let code;
    if (specs.length === 0) code = g.kind === "import" && g.sideEffect ? `import ${source};` : "";
    else {
      const allTypes = specs.every((s) => s.type);
      const one = (s) =>
        `${!allTypes && s.type ? "type " : ""}${s.publicName === s.local ? s.local : `${s.publicName} as ${s.local}`}`;
      code = `${g.kind}${allTypes ? " type" : ""} { ${specs.map(one).join(", ")} } from ${source};`;
    }
    const [first] = g.statements;
    for (const statement of g.statements) {
      if (statement === first && !placed.has(statement)) {
        placed.add(statement);
        edits.push({ statement, code });
      } else if (statement === first) {
        edits.push({ statement, code, append: true });
      } else edits.push({ statement, code: "" });
    }
  }
  // Apply from the end; several groups may come from one statement (a deep import split by entry).
  const byStatement = new Map();
  for (const e of edits) {
    const list = byStatement.get(e.statement) ?? [];
    list.push(e);
    byStatement.set(e.statement, list);
  }
  let out = text;
  const statements = [...byStatement.keys()].sort((a, b) => b.getStart() - a.getStart());
  for (const statement of statements) {
    const codes = (byStatement.get(statement) ?? []).map((e) => e.code).filter(Boolean);
    let start = statement.getStart();
    let end = statement.getEnd();
    if (codes.length === 0) {
      // Remove the whole line.
      while (start > 0 && (out[start - 1] === " " || out[start - 1] === "\t")) start--;
      if (out[end] === "\n") end++;
    }
    out = out.slice(0, start) + codes.join("\n") + out.slice(end);
  }
  if (out !== text) fileTexts.set(file, out);
}

if (problems.length > 0) {
  console.error(
    `web-feature-entries: ${problems.length} import(s) to fix by hand first:\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}

// --- Write (or report) -------------------------------------------------------------------------------------
const BIOME = join(REPO, "node_modules/.bin/biome");
/** The text as Biome's check --write (the pre-commit hook) leaves it: imports ordered, long lines wrapped. */
const format = (file, text) =>
  execFileSync(BIOME, ["check", "--write", `--stdin-file-path=${relative(REPO, file)}`], {
    cwd: REPO,
    input: text,
    encoding: "utf8",
  });
const changed = [];
/** Files written unformatted, then formatted by one Biome run: path → text before. */
const written = new Map();
const write = (file, unformatted) => {
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  if (before === unformatted) return;
  if (CHECK) {
    // One Biome process per differing file: after a run, only the entries Biome reorders or wraps.
    if (format(file, unformatted) !== before) changed.push(file);
    return;
  }
  writeFileSync(file, unformatted);
  written.set(file, before);
};
for (const [entry, text] of entryTexts) write(entry, text);
for (const [file, text] of fileTexts) write(file, text);
if (written.size > 0) {
  execFileSync(BIOME, ["check", "--write", ...[...written.keys()].map((f) => relative(REPO, f))], {
    cwd: REPO,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (const [file, before] of written) if (readFileSync(file, "utf8") !== before) changed.push(file);
}
// A server entry nothing imports any more goes.
for (const feature of features) {
  const entry = join(SRC, feature, SERVER_ENTRY);
  if (existsSync(entry) && !entryTexts.has(entry)) {
    changed.push(entry);
    if (!CHECK) unlinkSync(entry);
  }
}

const deep = [...rewrites.values()].flat().filter((r) => !isEntryFile(r.target)).length;
console.log(
  `web-feature-entries: ${deep} deep import(s) ${CHECK ? "found" : "rewritten"}, ${changed.length} file(s) ${CHECK ? "to change" : "changed"}`,
);
if (CHECK && changed.length > 0) process.exit(1);
