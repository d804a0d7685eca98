import { defineConfig } from "vitest/config";

// The packed-package test alone (`pnpm test:pack`, after `pnpm build`): it installs the tarball into
// a throwaway project with npm, so it stays out of the fast unit run.
export default defineConfig({
  test: {
    include: ["packed-package.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
