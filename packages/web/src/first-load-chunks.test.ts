import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTE_QUERY, firstLoadChunks, type ModuleGraph, planChunks } from "./first-load-chunks.ts";
import { usedModules } from "./used-modules.ts";

interface FakeModule {
  code: string;
  /** Resolved ids of the import sources, in the order they first appear in the code. */
  imports?: string[];
  /** Whether Rollup keeps any of its code (false for a barrel of re-exports). */
  included?: boolean;
  entry?: boolean;
  dynamicImporters?: string[];
}

/** A module graph as Rollup's manualChunks sees it, from small ES modules. */
function graphOf(modules: Record<string, FakeModule>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo(id) {
      const m = modules[id];
      if (!m) return null;
      const ast = parseAst(m.code);
      const exports = ast.body.flatMap((s) =>
        s.type === "ExportAllDeclaration"
          ? ["*"]
          : s.type === "ExportNamedDeclaration"
            ? [
                ...s.specifiers.map((spec) =>
                  "name" in spec.exported ? spec.exported.name : String(spec.exported.value),
                ),
                ...(s.declaration?.type === "VariableDeclaration"
                  ? s.declaration.declarations.flatMap((d) => (d.id.type === "Identifier" ? [d.id.name] : []))
                  : []),
              ]
            : s.type === "ExportDefaultDeclaration"
              ? ["default"]
              : [],
      );
      return {
        ast,
        code: m.code,
        importedIds: m.imports ?? [],
        isIncluded: m.included ?? true,
        exports,
        isEntry: m.entry ?? false,
        dynamicImporters: m.dynamicImporters ?? [],
      };
    },
  };
}

const FRAMEWORK = /\/node_modules\/react\//;
const stop = (id: string) => FRAMEWORK.test(id);

// A page that imports one constant through a barrel whose other module pulls in a heavy library.
const barrelGraph = {
  "/page.tsx": {
    code: 'import { WORDS } from "./blog/index.ts"; export default WORDS;',
    imports: ["/blog/index.ts"],
  },
  "/blog/index.ts": {
    code: 'export * from "./words.ts"; export * from "./schema.ts";',
    imports: ["/blog/words.ts", "/blog/schema.ts"],
    included: false,
  },
  "/blog/words.ts": { code: 'export const WORDS = "hi";' },
  "/blog/schema.ts": {
    code: 'import { z } from "/node_modules/zod/index.js"; export const schema = z.object({});',
    imports: ["/node_modules/zod/index.js"],
  },
  "/node_modules/zod/index.js": {
    code: 'import * as z from "./external.js"; export { z };',
    imports: ["/node_modules/zod/external.js"],
    included: false,
  },
  "/node_modules/zod/external.js": { code: "export const object = () => ({});" },
  "/form.tsx": {
    code: 'import { schema } from "./blog/index.ts"; export default schema;',
    imports: ["/blog/index.ts"],
  },
} satisfies Record<string, FakeModule>;

describe("usedModules", () => {
  it("follows a barrel only to the module that provides the imported name", () => {
    const used = usedModules(graphOf(barrelGraph), "/page.tsx", stop);
    expect([...used].sort()).toEqual(["/blog/words.ts", "/page.tsx"]);
  });

  it("follows an imported binding a module exports again (zod's `export { z }`)", () => {
    const used = usedModules(graphOf(barrelGraph), "/form.tsx", stop);
    expect([...used].sort()).toEqual(["/blog/schema.ts", "/form.tsx", "/node_modules/zod/external.js"]);
  });

  it("follows `export { a as b } from` to the original name", () => {
    const graph = graphOf({
      "/page.tsx": { code: 'import { b } from "./re.ts"; export default b;', imports: ["/re.ts"] },
      "/re.ts": {
        code: 'export { a as b } from "./a.ts"; export { c } from "./c.ts";',
        imports: ["/a.ts", "/c.ts"],
        included: false,
      },
      "/a.ts": { code: "export const a = 1;" },
      "/c.ts": { code: "export const c = 2;" },
    });
    expect([...usedModules(graph, "/page.tsx", stop)].sort()).toEqual(["/a.ts", "/page.tsx"]);
  });

  it("neither counts nor enters a stopped module", () => {
    const graph = graphOf({
      "/page.tsx": {
        code: 'import { x } from "/node_modules/react/index.js"; export default x;',
        imports: ["/node_modules/react/index.js"],
      },
      "/node_modules/react/index.js": {
        code: 'import "/helper.js"; export const x = 1;',
        imports: ["/helper.js"],
      },
      "/helper.js": { code: "export const h = 1;" },
    });
    expect([...usedModules(graph, "/page.tsx", stop)]).toEqual(["/page.tsx"]);
  });
});

describe("planChunks", () => {
  const route = (file: string) => `/src/${file}${CLIENT_ROUTE_QUERY}`;
  const entry = (file: string): FakeModule => ({
    code: `export { default } from "/src/${file}";`,
    imports: [`/src/${file}`],
    included: false,
    entry: true,
  });
  const graph = graphOf({
    [route("root.tsx")]: entry("root.tsx"),
    "/src/root.tsx": {
      code: 'import { Header } from "./header.tsx"; export default Header;',
      imports: ["/src/header.tsx"],
    },
    "/src/header.tsx": {
      code: 'import { r } from "/node_modules/react/index.js"; export const Header = r;',
      imports: ["/node_modules/react/index.js"],
    },
    "/node_modules/react/index.js": {
      code: 'import { h } from "/helper.js"; export const r = h;',
      imports: ["/helper.js"],
    },
    "/helper.js": { code: "export const h = 1;" },
    [route("home.tsx")]: entry("home.tsx"),
    "/src/home.tsx": {
      code: `import { Header } from "./header.tsx"; import { card } from "./card.tsx"; import { badge } from "./badge.tsx"; import { WORDS } from "./blog/index.ts"; export default [Header, card, badge, WORDS]; export const long = "${"x".repeat(2000)}";`,
      imports: ["/src/header.tsx", "/src/card.tsx", "/src/badge.tsx", "/src/blog/index.ts"],
    },
    [route("providers.tsx")]: entry("providers.tsx"),
    "/src/providers.tsx": {
      code: `import { card } from "./card.tsx"; import { badge } from "./badge.tsx"; export default [card, badge]; export const long = "${"x".repeat(2000)}";`,
      imports: ["/src/card.tsx", "/src/badge.tsx"],
    },
    [route("landing.tsx")]: entry("landing.tsx"),
    "/src/landing.tsx": {
      code: `import { card } from "./card.tsx"; export default card; export const long = "${"x".repeat(2000)}";`,
      imports: ["/src/card.tsx"],
    },
    "/src/badge.tsx": { code: 'export const badge = "b";' },
    [route("account.tsx")]: entry("account.tsx"),
    "/src/account.tsx": {
      code: 'import { card } from "./card.tsx"; import { schema } from "./blog/index.ts"; export default [card, schema];',
      imports: ["/src/card.tsx", "/src/blog/index.ts"],
    },
    "/src/card.tsx": { code: `export const card = "${"c".repeat(2000)}";` },
    "/src/blog/index.ts": {
      code: 'export * from "./words.ts"; export * from "./schema.ts";',
      imports: ["/src/blog/words.ts", "/src/blog/schema.ts"],
      included: false,
    },
    "/src/blog/words.ts": { code: 'export const WORDS = "hi";' },
    "/src/blog/schema.ts": { code: "export const schema = {};" },
  });
  const plan = planChunks(graph, {
    framework: FRAMEWORK,
    isRoot: (id) => id === route("root.tsx"),
    publicPage: (id) => ["home.tsx", "providers.tsx", "landing.tsx"].find((file) => id === route(file)),
  });

  it("puts the root's modules in one shell chunk and leaves the framework's dependencies to it", () => {
    expect(plan.get("/src/root.tsx")).toBe("shell");
    expect(plan.get("/src/header.tsx")).toBe("shell");
    expect(plan.has("/helper.js")).toBe(false);
    expect(plan.has("/node_modules/react/index.js")).toBe(false);
  });

  it("groups a module by the public pages that use it, signed-in pages aside", () => {
    expect(plan.get("/src/card.tsx")).toMatch(/^pages-[0-9a-f]{8}$/);
    expect(plan.get("/src/home.tsx")).toBe("pages-home");
    expect(plan.get("/src/blog/words.ts")).toBe("pages-home");
    expect(plan.get("/src/providers.tsx")).toBe("pages-providers");
  });

  it("joins a small group to a larger set of pages that contains it", () => {
    // badge.tsx is used by home and providers and tiny: it joins card's chunk (home, providers, landing).
    expect(plan.get("/src/badge.tsx")).toBe(plan.get("/src/card.tsx"));
  });

  it("puts a page's route module in the chunk of the code only that page uses", () => {
    expect(plan.get(route("home.tsx"))).toBe("pages-home");
    expect(plan.get(route("providers.tsx"))).toBe("pages-providers");
    expect(plan.has(route("account.tsx"))).toBe(false);
  });

  it("moves what most public pages use to the shell when asked to", () => {
    const shared = planChunks(graph, {
      framework: FRAMEWORK,
      isRoot: (id) => id === route("root.tsx"),
      publicPage: (id) => ["home.tsx", "providers.tsx", "landing.tsx"].find((file) => id === route(file)),
      shellShare: 1,
    });
    // card.tsx: every public page (and badge.tsx, joined to its group); home.tsx: one of three.
    expect(shared.get("/src/card.tsx")).toBe("shell");
    expect(shared.get("/src/badge.tsx")).toBe("shell");
    expect(shared.get("/src/home.tsx")).toBe("pages-home");
    expect(plan.get("/src/card.tsx")).not.toBe("shell");
  });

  it("places what only signed-in pages use apart from the public pages' chunks", () => {
    const schemaChunk = plan.get("/src/blog/schema.ts");
    expect(schemaChunk).toBeDefined();
    expect(schemaChunk).not.toMatch(/^pages-|^shell$/);
  });
});

describe("firstLoadChunks", () => {
  const chunkOf = firstLoadChunks({ framework: FRAMEWORK, isRoot: () => false, publicPage: () => undefined });
  const empty: ModuleGraph = { getModuleIds: () => [][Symbol.iterator](), getModuleInfo: () => null };

  it("puts stylesheets in the styles chunk", () => {
    expect(chunkOf("/src/shell.css.ts.vanilla.css", empty)).toBe("styles");
    expect(chunkOf("/node_modules/lib/dist/lib.css?inline-free", empty)).toBe("styles");
  });

  it("leaves a stylesheet's URL (`?url`, a string in JavaScript) out of the styles chunk", () => {
    // In it, the styles chunk became a JavaScript file every page imported for one string (issue 25).
    expect(chunkOf("/node_modules/driver.js/dist/driver.css?url", empty)).toBeUndefined();
  });
});
