// @ts-check
import { defineConfig } from "tsdown";

// The packed package for teams outside the monorepo (the workspace itself imports src/ directly).
// One ESM file and one declaration file per source file, so `@marketplace/domain/<module>` maps to
// `dist/<module>/index.js` the way the workspace maps it to `src/<module>/index.ts`; npm
// dependencies stay external.
//
// Why .mjs and tsconfig.build.json: on Node 20 tsdown loads a .ts config through rolldown, whose
// tsconfig resolver does not follow the workspace symlink behind `@marketplace/tsconfig` and fails;
// a plain .mjs config loads natively (`--config-loader native`) and the build tsconfig extends the
// root preset by path.
export default defineConfig({
  entry: ["src/*/index.ts"],
  unbundle: true,
  format: "esm",
  platform: "neutral",
  target: "node20",
  dts: true,
  outDir: "dist",
  clean: true,
  tsconfig: "tsconfig.build.json",
});
