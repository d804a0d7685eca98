// @ts-check
import { defineConfig } from "tsdown";

// The packed package for teams outside the monorepo (the workspace itself imports src/ directly):
// the client and the generated contract types as ESM with bundled declarations. openapi-fetch and
// @marketplace/domain stay external dependencies.
//
// Why .mjs and tsconfig.build.json: see packages/domain/tsdown.config.mjs (rolldown's tsconfig
// resolver and the workspace symlink behind `@marketplace/tsconfig`).
export default defineConfig({
  entry: { index: "src/index.ts", schema: "src/schema.ts" },
  format: "esm",
  platform: "neutral",
  target: "node20",
  dts: true,
  outDir: "dist",
  clean: true,
  tsconfig: "tsconfig.build.json",
});
