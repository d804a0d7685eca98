import { defineConfig } from "vite";

/**
 * Builds the sites' production server (src/server/start-site.ts) and its tracing preload into dist/server, so the apps start it
 * with plain `node server.mjs`. Workspace packages (TypeScript source) are bundled; npm dependencies
 * stay external and resolve from node_modules at run time.
 */
export default defineConfig({
  build: {
    // The server, and the tracing preload its start script imports first (`node --import`).
    ssr: true,
    rollupOptions: {
      input: { "start-site": "src/server/start-site.ts", telemetry: "src/server/telemetry.ts" },
    },
    outDir: "dist/server",
    target: "node20",
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
  },
  ssr: { noExternal: [/^@marketplace\//] },
  logLevel: "warn",
});
