import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The plugin lets component tests import ui components with their .css.ts styles.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    // The DOM one first: it brings the shared modules to each file's window (isolation off, see it).
    setupFiles: ["src/test-setup-dom.ts", "src/test-setup.ts"],
    // The default 5 s is too short for a component's first render on a loaded 2-core machine: in
    // `npm test` the production builds run beside these tests, and a cold jsdom render plus its
    // transforms took 5.5 s (the API suite's files wait 30 s for the same reason).
    testTimeout: 20_000,
    // Server modules read the build's region (each app's vite.config.ts sets it); tests are the global site.
    env: { TZ: "UTC", VITE_REGION: "global" },
  },
});
