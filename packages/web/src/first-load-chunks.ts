import { createHash } from "node:crypto";
import { type UsedModuleInfo, usedModules } from "./used-modules.ts";

/** What Rollup's `manualChunks` function can see of the module graph (a subset of its ManualChunkMeta). */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string):
    | (UsedModuleInfo & {
        readonly isEntry: boolean;
        readonly dynamicImporters: readonly string[];
        readonly code: string | null;
      })
    | null;
}

export interface FirstLoadChunksOptions {
  /** Modules every page needs whole (React, Remix, the router): one chunk, `framework`. */
  framework: RegExp;
  /** Is this client entry the root route's module? */
  isRoot: (entryId: string) => boolean;
  /** The public page this client entry belongs to (a stable key such as its route file), or undefined. */
  publicPage: (entryId: string) => string | undefined;
  /**
   * Code that at least this share of the public pages use goes to the shell chunk, which every page
   * loads anyway (none when unset). The pages that do not use it download it unused, but those are
   * the lightest (the documents, 404); each heavy page, which sets the budget's worst case, loses a
   * file whose gzip framing, import list and preload entry cost about as much as a few hundred bytes
   * of code.
   */
  shellShare?: number;
}

/** The Remix Vite plugin's client build enters each route module through this query. */
export const CLIENT_ROUTE_QUERY = "?__remix-build-client-route";
/** A stylesheet; `?url` imports a stylesheet's URL (a string in JavaScript), which is not CSS. */
const CSS = /\.css($|\?(?!url$))/;

/**
 * Rollup's `manualChunks` for the sites' client build, shaped by what a public page downloads before it
 * is interactive (`pnpm bench:web`, docs/decisions/033-first-load-chunks.md):
 *
 * - all CSS goes to one `styles` chunk (one stylesheet for every page) and React, Remix and the router
 *   to one `framework` chunk, as before;
 * - every module the root route imports statically (the shell: header, layouts, toasts, error page) is
 *   one `shell` chunk, which every page loads anyway;
 * - every other module a public page imports statically goes to one chunk per *set of public pages*
 *   that import it. Left to Rollup, code shared with signed-in pages (cards, chips, avatars, icons)
 *   is split along their lines too, and a page such as home waited for ~20 files of a few hundred
 *   bytes each: gzipped one by one, with their import lists and preload maps, they weighed ~6 KB more
 *   than the same code in a few files. Grouping by public pages only keeps a page's code in a few
 *   chunks and never makes a public page load a module it does not import.
 *
 * Modules no public page imports statically (signed-in pages, lazily loaded parts) are left to Rollup.
 * The server build has no client route entries, so there only the first two rules apply.
 */
export function firstLoadChunks(options: FirstLoadChunksOptions) {
  let plan: Map<string, string> | undefined;
  return (id: string, meta: ModuleGraph): string | undefined => {
    if (CSS.test(id)) return "styles";
    if (options.framework.test(id)) return "framework";
    plan ??= planChunks(meta, options);
    return plan.get(id);
  };
}

/** Module id → chunk name for every module with code (see firstLoadChunks). */
export function planChunks(graph: ModuleGraph, options: FirstLoadChunksOptions): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const entries = ids.filter((id) => id.endsWith(CLIENT_ROUTE_QUERY));
  // What the framework's modules import (Rollup's CommonJS helpers) goes with them: left unassigned,
  // Rollup pulls a manual chunk's dependencies into it.
  const frameworkDeps = new Set<string>();
  const stack = ids.filter((id) => options.framework.test(id));
  while (stack.length > 0) {
    for (const next of graph.getModuleInfo(stack.pop() as string)?.importedIds ?? []) {
      if (frameworkDeps.has(next) || options.framework.test(next) || CSS.test(next)) continue;
      frameworkDeps.add(next);
      stack.push(next);
    }
  }
  const skip = (id: string) => CSS.test(id) || options.framework.test(id) || frameworkDeps.has(id);

  const plan = new Map<string, string>();
  const shell = new Set<string>();
  for (const entry of entries.filter(options.isRoot)) {
    for (const id of usedModules(graph, entry, skip)) shell.add(id);
  }
  for (const id of shell) plan.set(id, "shell");
  const notShell = (id: string) => skip(id) || shell.has(id);

  /** Groups modules by the set of keys (pages, entries) that use them. */
  const grouping = () => {
    const usersOf = new Map<string, Set<string>>();
    return {
      add(user: string, used: Iterable<string>) {
        for (const id of used) {
          if (plan.has(id)) continue;
          let users = usersOf.get(id);
          if (!users) {
            users = new Set();
            usersOf.set(id, users);
          }
          users.add(user);
        }
      },
      /** `shell`: a module that at least this many users use goes to the shell chunk. */
      assign(prefix: string, mergeBelow = 0, { shell = Number.POSITIVE_INFINITY } = {}) {
        const names = new Map<string, string>();
        if (mergeBelow > 0) mergeSmallGroups(graph, usersOf, mergeBelow);
        for (const [id, users] of usersOf) {
          if (users.size >= shell) {
            plan.set(id, "shell");
            continue;
          }
          const key = [...users].sort().join("\n");
          let name = names.get(key);
          if (name === undefined) {
            name =
              users.size === 1
                ? `${prefix}${baseName([...users][0] as string, prefix ? 2 : 1)}`
                : `${prefix}${hashOf(key)}`;
            names.set(key, name);
          }
          plan.set(id, name);
        }
      },
    };
  };

  // Public pages first: their code is grouped by the public pages that use it, whoever else does.
  const pages = grouping();
  const pageOf = new Map<string, string>();
  for (const entry of entries) {
    const page = options.publicPage(entry);
    if (page === undefined) continue;
    pageOf.set(entry, page);
    pages.add(page, usedModules(graph, entry, notShell));
  }
  const pageCount = new Set(pageOf.values()).size;
  const shellFrom = options.shellShare === undefined ? undefined : Math.ceil(pageCount * options.shellShare);
  pages.assign("pages-", SMALL_GROUP, { shell: shellFrom });
  // A page's route module goes in the chunk of the code only that page uses: one file fewer for it, and
  // the route module's few lines (its re-exports) gzip with that code instead of in a file of their own.
  for (const [entry, page] of pageOf) plan.set(entry, pageChunk(page));

  // Then every other module with code, by the entries (signed-in routes, lazily loaded parts) using it.
  // Left unassigned, Rollup would pull a manual chunk's static dependencies into it, unused ones too
  // (a barrel file's other modules), and a public page would download them.
  const rest = grouping();
  const lazy = ids.filter((id) => (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
  for (const entry of [...ids.filter((id) => graph.getModuleInfo(id)?.isEntry), ...lazy]) {
    rest.add(entry, usedModules(graph, entry, notShell));
  }
  rest.assign("");

  // Anything with code still unplaced (an import this analysis missed) gets a chunk of its own package,
  // so that Rollup does not pull it into a page's chunk.
  for (const id of ids) {
    if (plan.has(id) || skip(id) || id.endsWith(CLIENT_ROUTE_QUERY)) continue;
    if (graph.getModuleInfo(id)?.isIncluded !== true) continue;
    const pkg = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
    plan.set(id, pkg ? `unplaced-${pkg.replace("/", "-")}` : `unplaced-${baseName(id, 1)}`);
  }
  return plan;
}

/** The chunk of the code only this public page (a route file) uses, and of its route module. */
const pageChunk = (page: string) => `pages-${baseName(page, 2)}`;

/**
 * A group of public pages' modules smaller than this (characters of code before minifying) joins the
 * group of the smallest set of pages that includes its set, when there is one: those other pages then
 * download a few hundred bytes they do not run, instead of every page of the set waiting for one more
 * file whose gzip framing, import list and preload entry cost about as much as its code.
 */
const SMALL_GROUP = 1500;

function mergeSmallGroups(graph: ModuleGraph, usersOf: Map<string, Set<string>>, below: number) {
  const key = (users: ReadonlySet<string>) => [...users].sort().join("\n");
  const groups = new Map<string, { users: Set<string>; ids: string[]; size: number }>();
  for (const [id, users] of usersOf) {
    const k = key(users);
    let group = groups.get(k);
    if (!group) {
      group = { users, ids: [], size: 0 };
      groups.set(k, group);
    }
    group.ids.push(id);
    group.size += graph.getModuleInfo(id)?.code?.length ?? 0;
  }
  // Smallest sets first, so a group can merge into one that has already grown.
  const ordered = [...groups.values()].sort((a, b) => a.users.size - b.users.size || a.size - b.size);
  for (const group of ordered) {
    if (group.size >= below) continue;
    let target: (typeof ordered)[number] | undefined;
    for (const other of ordered) {
      if (other === group || other.users.size <= group.users.size || other.ids.length === 0) continue;
      if (![...group.users].every((u) => other.users.has(u))) continue;
      if (!target || other.users.size < target.users.size) target = other;
    }
    if (!target) continue;
    for (const id of group.ids) usersOf.set(id, target.users);
    target.ids.push(...group.ids);
    target.size += group.size;
    group.ids = [];
  }
}

/** A short hash of a set of users, stable while the set is. */
function hashOf(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}

/**
 * A chunk name from a module's path: its file name (what Rollup would choose, which the e2e suite's
 * held-back chunks rely on: `site-footer-*.js`), or with its folder for a page's own chunk (`home-route`).
 */
function baseName(user: string, segments: number): string {
  const file = user.replace(/\?.*$/, "").replace(/^\0/, "");
  return file
    .split("/")
    .slice(-segments)
    .join("-")
    .replace(/\.[a-z]+$/, "");
}
