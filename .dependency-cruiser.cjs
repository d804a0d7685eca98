// Feature boundaries of packages/web and apps/api (docs/decisions/036-feature-boundaries.md), checked by
// `npm test` beside lint (`pnpm check:boundaries`). A feature is a top-level folder of
// packages/web/src or apps/api/src; the files at those roots (app.ts, routes.ts...) are the
// composition roots, which may import any feature.
const features = "^(packages/web/src|apps/api/src)/([^/]+)/";

// Folder cycles are not tolerated anywhere: the last knot (packages/web's overview and email preferences
// around dashboard) was cut on 2026-11-29 (docs/decisions/036). dependency-cruiser's baseline
// (.dependency-cruiser-known-violations.json) does not cover folder-scope rules, so a cycle never
// becomes "known": it fails the check.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "feature-public-entry",
      comment:
        "A feature imports another feature only through its public entry, index.ts (in packages/web, " +
        "index.server.ts beside it for what only loaders and actions may import). Dynamic imports are " +
        "exempt: a lazily loaded screen or overlay is its own chunk (docs/decisions/004, 033).",
      severity: "error",
      from: { path: features },
      to: {
        path: "^(packages/web/src|apps/api/src)/[^/]+/",
        pathNot: ["^$1/$2/", "^$1/[^/]+/index(\\.server)?\\.tsx?$"],
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "no-feature-cycles",
      comment: "Feature folders import one another in one direction: no cycle between two or more of them.",
      severity: "error",
      scope: "folder",
      from: { path: "^(packages/web/src|apps/api/src)/[^/]+$" },
      to: { path: "^(packages/web/src|apps/api/src)/[^/]+$", circular: true },
    },
  ],
  options: {
    includeOnly: "^(packages/web/src|apps/api/src)/",
    // Tests and stories may reach into what they test.
    exclude: { path: "\\.(test|stories)\\.tsx?$|/test-setup\\.ts$" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
    cache: false,
  },
};
