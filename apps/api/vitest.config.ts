import { defineConfig } from "vitest/config";

// Default run: every API test against embedded PGlite (in memory).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    env: { TZ: "UTC" },
    // A folder for the seeded-database snapshots test files share (test/seed-cache.ts).
    globalSetup: ["test/seed-cache-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
