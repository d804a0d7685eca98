import { defineConfig } from "vite";

/**
 * Builds the sites' production server (src/server/start-site.ts) into dist/server, so the apps start it
 * with plain `node server.mjs`. Workspace packages (TypeScript source) are bundled; npm dependencies
 * stay external and resolve from node_modules at run time.
 */
export default defineConfig({
  build: {
    ssr: "src/server/start-site.ts",
    outDir: "dist/server",
    target: "node20",
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
  },
  ssr: { noExternal: [/^@marketplace\//] },
  logLevel: "warn",
});
