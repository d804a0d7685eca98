import { configDefaults, defineConfig } from "vitest/config";

// The same API tests against a real PostgreSQL server started for the run (plus the race tests).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The process tests (data-folder lock, shutdown) are about PGlite and run in the default suite.
    exclude: [...configDefaults.exclude, "src/main.test.ts"],
    env: { TZ: "UTC" },
    globalSetup: ["test/pg-global-setup.ts"],
    // As vitest.config.ts: one module graph per worker (docs/decisions/031-ci-time.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
