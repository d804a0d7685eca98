import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The plugin lets component tests import ui components with their .css.ts styles.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    // The build fixes the region; tests render the global site (locales.test.ts checks both tables).
    env: { TZ: "UTC", VITE_REGION: "global" },
  },
});
