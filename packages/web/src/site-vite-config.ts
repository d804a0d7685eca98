import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { UserConfig } from "vite";
// Relative, like the apps' import of this file: Vite bundles a config's relative imports but leaves bare
// ones to Node, which cannot load a workspace package's TypeScript source.
import { getRegion, localPort, type RegionId } from "../../region/src/index.ts";
import { CLIENT_ROUTE_QUERY, firstLoadChunks } from "./first-load-chunks.ts";
import { marketplaceRoutes, SITE_ROUTES } from "./routes.ts";

/**
 * React, Remix and the router: every page needs all of them, so they are one chunk. Left to Rollup,
 * they are split along the lines of the lazily loaded parts that share them, and three chunks gzip
 * 1.5 KB larger than one.
 */
const FRAMEWORK =
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream)\//;

/** The chunks the root route loads on every page (first-load-chunks.ts names them). */
const ALWAYS_LOADED = /(^|\/)(framework|shell|styles)-[\w-]+\.(js|css)$/;

/** The route files of the public pages, whose first-load JavaScript is budgeted (`pnpm bench:web`). */
const PUBLIC_FILES = [...new Set(SITE_ROUTES.filter((r) => r.access === "public").map((r) => r.file))];

/**
 * The Vite config of a regional site. The two apps differ only by the region (its dev port comes from it):
 * everything else, routes included, comes from packages/web.
 */
export function siteViteConfig(regionId: RegionId): UserConfig {
  const region = getRegion(regionId);
  return {
    define: { "import.meta.env.VITE_REGION": JSON.stringify(region.id) },
    server: { port: localPort(region, process.env) },
    plugins: [
      vanillaExtractPlugin(),
      remix({
        ignoredRouteFiles: ["**/*"],
        routes: (defineRoutes) => defineRoutes((route) => marketplaceRoutes(route, region.id)),
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: true,
          v3_singleFetch: true,
        },
      }),
    ],
    build: {
      // terser takes 4 KB gzip more off every page than esbuild's minifier, for ~20 s of build; told the
      // chunks are ES modules (module, toplevel: names at a chunk's top level may be mangled and dropped
      // when unused) with a third pass, another 1.3 KB.
      minify: "terser",
      // Browsers "widely available" under Baseline (what Vite 7 targets by default; Vite 6's default
      // still includes Chrome 87, for which esbuild rewrites every `a?.b` as `null == a ? void 0 : a.b`,
      // a V8 bug fixed in Chrome 91).
      target: ["chrome107", "edge107", "firefox104", "safari16"],
      terserOptions: {
        ecma: 2020,
        module: true,
        toplevel: true,
        // pure_getters: reading a property has no side effects, so an unused read can go (React's,
        // Remix's and our code have no getters with side effects): another 0.4 KB off every page.
        compress: { passes: 3, pure_getters: true },
        format: { comments: false },
      },
      modulePreload: {
        // A lazily loaded part's import lists the files it needs so that they are fetched in parallel.
        // The framework, the shell and the stylesheet are loaded by every page before any such import
        // runs (the root route imports them): listing them in every chunk that imports lazily is bytes
        // on every page for requests that never happen.
        resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
      },
      rollupOptions: {
        output: {
          // Rollup repeats a chunk's transitive imports as bare `import"./x.js"` lines so the browser finds
          // them early; Remix already lists every file of a route (its manifest's `imports`, walked
          // transitively) as <link rel="modulepreload"> in the page and in each navigation's preloads, so the
          // repeats were bytes on every page (about 0.2 KB gzip per route, decision 033) for nothing.
          hoistTransitiveImports: false,
          // One stylesheet for every page: all CSS (vanilla-extract's and the libraries') goes to one
          // CSS-only chunk, which Vite attaches to every route that imports any of it. A page then blocks
          // on one request instead of one per component, and a navigation finds it cached.
          manualChunks: firstLoadChunks({
            framework: FRAMEWORK,
            isRoot: (entry) => entry.endsWith(`/app/root.tsx${CLIENT_ROUTE_QUERY}`),
            publicPage: (entry) =>
              PUBLIC_FILES.find((file) => entry.endsWith(`/src/${file}${CLIENT_ROUTE_QUERY}`)),
            // Two thirds: the route error boundary, the locale, the dates and SEO helpers (decision 033).
            shellShare: 2 / 3,
          }),
        },
      },
    },
    ssr: { noExternal: [/^@marketplace\//] },
  };
}
