import { configDefaults, defineConfig } from "vitest/config";
import { SHARED_WORKERS, sharedAndMocking } from "./vitest.config.ts";

// The same API tests against a real PostgreSQL server started for the run (plus the race tests).
export default defineConfig({
  test: {
    // The process tests (data-folder lock, shutdown) are about PGlite and run in the default suite.
    exclude: [...configDefaults.exclude, "src/main.test.ts"],
    env: { TZ: "UTC" },
    globalSetup: ["test/pg-global-setup.ts"],
    // The hashes a run makes use a lower scrypt cost (src/auth/password.ts, docs/decisions/063-ci-cpu.md).
    setupFiles: ["test/password-cost-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    poolOptions: SHARED_WORKERS,
    // As vitest.config.ts: one module graph for the files that mock nothing (docs/decisions/031-ci-time.md).
    projects: sharedAndMocking([...configDefaults.exclude, "src/main.test.ts"]),
  },
});
