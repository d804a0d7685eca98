import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILES = ["src/**/*.test.ts", "src/**/*.test.tsx"];
/** The files that replace a module with vi.mock: the mock would stay registered for later files. */
const MOCKING_FILES = [
  "src/directory/directory.server.test.ts",
  "src/home/featured-providers.server.test.ts",
  "src/provider-workspace/onboarding/use-onboarding-guide.test.tsx",
  "src/session-room/use-livekit-connection.test.tsx",
];

/**
 * The pool reads `isolate` from the root config only (a project's own setting reaches its files, not
 * the pool, which would still start a process per file): docs/decisions/067-api-suites-share-their-workers.md.
 * Declared before its use: vitest bundles this file with esbuild, which makes the `const` a `var`.
 */
export const SHARED_WORKERS = { forks: { isolate: false } };

export default defineConfig({
  // The plugin lets component tests import ui components with their .css.ts styles.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: "node",
    // What each file needs from the modules the files share: jsdom's window (test-setup-dom.ts), the
    // server's imports finished before the file ends (test-setup.ts).
    setupFiles: ["src/test-setup-dom.ts", "src/test-setup.ts"],
    // The default 5 s is too short for a component's first render on a loaded 2-core machine: in
    // `npm test` the production builds run beside these tests, and a cold jsdom render plus its
    // transforms took 5.5 s (the API suite's files wait 30 s for the same reason).
    testTimeout: 20_000,
    // Server modules read the build's region (each app's vite.config.ts sets it); tests are the global site.
    env: { TZ: "UTC", VITE_REGION: "global" },
    // One worker process and module graph for every file, not a process per file that loads React,
    // Remix and the routes again. A file that mocks a module keeps a graph (and a worker) of its own.
    poolOptions: SHARED_WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          isolate: false,
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
        },
      },
      {
        extends: true,
        // Explicit: a project inherits the root's poolOptions.
        test: {
          name: "mocking",
          isolate: true,
          poolOptions: { forks: { isolate: true } },
          include: MOCKING_FILES,
        },
      },
    ],
  },
});
