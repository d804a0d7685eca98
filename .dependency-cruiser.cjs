// Feature boundaries of packages/web and apps/api (docs/decisions/036-feature-boundaries.md), checked by
// `npm test` beside lint (`pnpm check:boundaries`). A feature is a top-level folder of
// packages/web/src or apps/api/src; the files at those roots (app.ts, routes.ts...) are the
// composition roots, which may import any feature.
const features = "^(packages/web/src|apps/api/src)/([^/]+)/";

// Cycles not broken yet, to be removed (never added to) as they are: dependency-cruiser's baseline
// (.dependency-cruiser-known-violations.json, `npx depcruise-baseline ...`) holds the deep imports not
// yet moved to index.ts, but it does not cover folder cycles, hence this list.
const knownCycleFolders = [
  // packages/web: one knot of 6 folders around dashboard, which is both the signed-in layout and the
  // overview screen built from booking, provider-workspace and wallet (docs/decisions/036, "What is not
  // done yet").
  "^packages/web/src/(booking|dashboard|notifications|provider-workspace|reviews|wallet)$",
];

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
      from: { path: "^(packages/web/src|apps/api/src)/[^/]+$", pathNot: knownCycleFolders },
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
