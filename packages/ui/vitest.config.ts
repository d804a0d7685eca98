import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
  },
});
