import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The plugin lets component tests import ui components with their .css.ts styles.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    setupFiles: ["src/test-setup.ts"],
    // Server modules read the build's region (each app's vite.config.ts sets it); tests are the global site.
    env: { TZ: "UTC", VITE_REGION: "global" },
  },
});
