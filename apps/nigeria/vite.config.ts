import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
// Relative, so Vite bundles it into the config (workspace packages are TypeScript source).
import { marketplaceRoutes } from "../../packages/web/src/routes.ts";

// The nigeria site: everything comes from packages/web; only the region differs.
export default defineConfig({
  define: { "import.meta.env.VITE_REGION": JSON.stringify("nigeria") },
  server: { port: 3001 },
  plugins: [
    vanillaExtractPlugin(),
    remix({
      ignoredRouteFiles: ["**/*"],
      routes: (defineRoutes) => defineRoutes((route) => marketplaceRoutes(route)),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
  ssr: { noExternal: [/^@marketplace\//] },
});
