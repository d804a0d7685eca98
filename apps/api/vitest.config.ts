import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const TEST_FILES = ["src/**/*.test.ts", "test/**/*.test.ts"];
/** The files that replace a module with vi.mock. */
const MOCKING_FILES = ["src/auth/login-limiter.test.ts"];

// Default run: every API test against embedded PGlite (in memory).
export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    // A folder for the seeded-database snapshots test files share (test/seed-cache.ts).
    globalSetup: ["test/seed-cache-setup.ts"],
    // The hashes a run makes use a lower scrypt cost (src/auth/password.ts, docs/decisions/063-ci-cpu.md).
    setupFiles: ["test/password-cost-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: sharedAndMocking(configDefaults.exclude),
  },
});

/**
 * One worker process and module graph for every file, not a new process per file that loads the app's
 * graph again: about 45 % less CPU (docs/decisions/031-ci-time.md). Each file still makes its own
 * database. A file that mocks a module runs in a project of its own with isolation: resetting the
 * shared graph to apply a mock (and again to undo it) left later files with a second copy of modules
 * that hold state (zod's OpenAPI extension, the seeded-database snapshots) and failed them by order.
 */
export function sharedAndMocking(exclude: string[]): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      test: { name: "shared", isolate: false, include: TEST_FILES, exclude: [...exclude, ...MOCKING_FILES] },
    },
    { extends: true, test: { name: "mocking", isolate: true, include: MOCKING_FILES } },
  ];
}
