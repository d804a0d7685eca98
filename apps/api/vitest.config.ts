import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const TEST_FILES = ["src/**/*.test.ts", "test/**/*.test.ts"];
/** The files that replace a module with vi.mock. */
const MOCKING_FILES = ["src/auth/login-limiter.test.ts"];

/**
 * Whether a worker process is reused for the next file is the pool's choice, made from the root
 * config only: a project's own `isolate: false` reaches its files (no module reset between them) but
 * not the pool, which still started a new process for every file and loaded the app's graph again.
 * Measured on src/bookings (11 files, PostgreSQL): 36 s and 36 CPU-s with a process per file, 17 s
 * and 14 CPU-s with the workers reused (docs/decisions/067-api-suites-share-their-workers.md).
 */
export const SHARED_WORKERS = { forks: { isolate: false } };

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
    poolOptions: SHARED_WORKERS,
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
    {
      extends: true,
      // Its own module graph per file; the pool gives each project's files workers of their own.
      test: {
        name: "mocking",
        isolate: true,
        poolOptions: { forks: { isolate: true } },
        include: MOCKING_FILES,
      },
    },
  ];
}
