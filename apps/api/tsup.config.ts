import { defineConfig } from "tsup";

// One bundle for production: our workspace packages (TypeScript source) are inlined, npm
// dependencies stay external and are resolved from node_modules at run time.
export default defineConfig({
  entry: [
    "src/main.ts",
    "src/worker.ts",
    "src/seed/seed-cli.ts",
    "src/db/migrate-cli.ts",
    "src/staff/staff-cli.ts",
    "src/telemetry/preload.ts",
  ],
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@marketplace\//],
});
