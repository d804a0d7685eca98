import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    env: { TZ: "UTC" },
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      // The bar: the run fails below 95 % of lines and branches.
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
