import { defineConfig } from "vitest/config";

// Default run: every API test against embedded PGlite (in memory).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    env: { TZ: "UTC" },
    // A folder for the seeded-database snapshots test files share (test/seed-cache.ts).
    globalSetup: ["test/seed-cache-setup.ts"],
    // One worker process and module graph for every file, not a new process per file that loads the
    // app's graph again: about 45 % less CPU (docs/decisions/031-ci-time.md). Each file still makes
    // its own database; a file that mocks a module loads the app afresh (login-limiter.test.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
