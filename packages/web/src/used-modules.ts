/**
 * Which modules an entry really uses, from Rollup's module graph after tree-shaking: a module counts when
 * Rollup keeps some of its code (`isIncluded`) and the entry reaches it through an import of a name it
 * provides. Following every `importedIds` edge instead would run through barrel files
 * (`export * from "./schemas.ts"`) and count everything they re-export, zod included, for a page that
 * imports one constant.
 *
 * Re-exports are followed per name; a module with code of its own counts whole, with all its imports
 * (Rollup may still drop some of them, so this can over-count a little, never under-count). A module
 * whose import sources cannot be matched to its resolved ids is followed conservatively: all of them.
 */

interface Named {
  type: string;
  name?: string;
  value?: unknown;
}
interface Specifier {
  type: string;
  imported?: Named;
  local?: Named;
  exported?: Named;
}
interface Statement {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: readonly Specifier[];
  exported?: Named | null;
}

/** The part of Rollup's ModuleInfo this reads. */
export interface UsedModuleInfo {
  readonly ast: { readonly body: readonly unknown[] } | null;
  readonly importedIds: readonly string[];
  readonly isIncluded: boolean | null;
  readonly exports: readonly string[] | null;
}

export interface UsedModuleGraph {
  getModuleInfo(id: string): UsedModuleInfo | null;
}

const ALL = "*";

function nameOf(node: Named | null | undefined): string | undefined {
  if (!node) return undefined;
  return typeof node.name === "string" ? node.name : typeof node.value === "string" ? node.value : undefined;
}

interface Parsed {
  /** Each static import: its resolved id and the names read from it (ALL for a namespace). */
  imports: { id: string; names: string[] }[];
  /** `export { a as b } from`: exported name → [resolved id, name there]. */
  reexports: Map<string, [string, string]>;
  /** `export * from`: resolved ids. */
  stars: string[];
  /** `export * as ns from`: exported name → resolved id. */
  namespaces: Map<string, string>;
  /** True when sources and resolved ids could not be matched: every import counts whole. */
  opaque: boolean;
}

function parse(info: UsedModuleInfo): Parsed {
  const body = (info.ast?.body ?? []) as readonly Statement[];
  const sources: string[] = [];
  const withSource = body.filter(
    (s) =>
      (s.type === "ImportDeclaration" ||
        s.type === "ExportNamedDeclaration" ||
        s.type === "ExportAllDeclaration") &&
      typeof s.source?.value === "string",
  );
  for (const s of withSource) {
    const source = s.source?.value as string;
    if (!sources.includes(source)) sources.push(source);
  }
  const parsed: Parsed = {
    imports: [],
    reexports: new Map(),
    stars: [],
    namespaces: new Map(),
    opaque: false,
  };
  if (!info.ast || sources.length !== info.importedIds.length) {
    parsed.opaque = true;
    parsed.imports = info.importedIds.map((id) => ({ id, names: [ALL] }));
    return parsed;
  }
  const idOf = (s: Statement) => info.importedIds[sources.indexOf(s.source?.value as string)] as string;
  for (const s of withSource) {
    const id = idOf(s);
    if (s.type === "ImportDeclaration") {
      const names = (s.specifiers ?? []).map((spec) =>
        spec.type === "ImportSpecifier"
          ? (nameOf(spec.imported) ?? ALL)
          : spec.type === "ImportDefaultSpecifier"
            ? "default"
            : ALL,
      );
      parsed.imports.push({ id, names });
    } else if (s.type === "ExportNamedDeclaration") {
      for (const spec of s.specifiers ?? []) {
        const exported = nameOf(spec.exported);
        const local = nameOf(spec.local);
        if (exported && local) parsed.reexports.set(exported, [id, local]);
      }
    } else {
      const exported = nameOf(s.exported);
      if (exported) parsed.namespaces.set(exported, id);
      else parsed.stars.push(id);
    }
  }
  return parsed;
}

/** The modules with code that `entry` uses (see above); `stop` modules are neither counted nor entered. */
export function usedModules(
  graph: UsedModuleGraph,
  entry: string,
  stop: (id: string) => boolean,
): Set<string> {
  const used = new Set<string>();
  const entered = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const parsedCache = new Map<string, Parsed>();
  const work: [string, string][] = [[entry, ALL]];

  const ask = (id: string, name: string) => {
    if (stop(id)) return;
    let names = asked.get(id);
    if (!names) {
      names = new Set();
      asked.set(id, names);
    }
    if (names.has(ALL) || names.has(name)) return;
    names.add(name);
    work.push([id, name]);
  };

  while (work.length > 0) {
    const [id, name] = work.pop() as [string, string];
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    let parsed = parsedCache.get(id);
    if (!parsed) {
      parsed = parse(info);
      parsedCache.set(id, parsed);
    }
    // Code of its own that Rollup keeps: the module counts, and so does everything its code imports.
    if (info.isIncluded !== false && !entered.has(id)) {
      entered.add(id);
      used.add(id);
      for (const { id: target, names } of parsed.imports) {
        if (names.length === 0) ask(target, "");
        for (const n of names) ask(target, n);
      }
    }
    if (name === "") continue;
    if (name === ALL) {
      for (const [target, local] of parsed.reexports.values()) ask(target, local);
      for (const target of parsed.namespaces.values()) ask(target, ALL);
      for (const target of parsed.stars) ask(target, ALL);
      continue;
    }
    const reexport = parsed.reexports.get(name);
    if (reexport) {
      ask(reexport[0], reexport[1]);
      continue;
    }
    const namespace = parsed.namespaces.get(name);
    if (namespace) {
      ask(namespace, ALL);
      continue;
    }
    for (const target of parsed.stars) {
      const exports = graph.getModuleInfo(target)?.exports;
      if (!exports || exports.includes(name) || exports.includes(ALL)) ask(target, name);
    }
    // A name of its own in a module Rollup keeps nothing of: an imported binding exported again
    // (`import * as z from "./external.js"; export { z }`), so what it imports counts.
    if (!entered.has(id)) {
      entered.add(id);
      for (const { id: target, names } of parsed.imports) {
        if (names.length === 0) ask(target, "");
        for (const n of names) ask(target, n);
      }
    }
  }
  return used;
}
