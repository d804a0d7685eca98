import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * One worker process, one jsdom document and one module graph for every jsdom file, instead of a new
 * process per file that loads React, Radix and the styles again (docs/decisions/067, "packages/ui
 * without per-file isolation"). The pool reads this from the root config only. `singleFork` is what
 * keeps the document: without it the pool hands the worker one file at a time and the worker builds
 * a new jsdom window for each, while the modules kept from the first file (Testing Library's `screen`,
 * bound to `document.body` when imported) go on pointing at the first file's document. On 2 cores
 * vitest runs one worker anyway, so nothing runs in parallel less than before.
 */
export const SHARED_WORKER = { forks: { isolate: false, singleFork: true } };

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    css: true,
    // The default 5 s is too short for a component's first render on a loaded 2-core machine: in
    // `npm test` the production builds run beside these tests, and a cold jsdom render plus its
    // transforms took 5.5 s (the API suite's files wait 30 s for the same reason).
    testTimeout: 20_000,
    poolOptions: SHARED_WORKER,
  },
});
