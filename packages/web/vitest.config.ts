import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ["src/**/*.test.ts", "src/**/*.test.tsx"], environment: "node", env: { TZ: "UTC" } },
});
