import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { UserConfig } from "vite";
import { marketplaceRoutes } from "./routes.ts";

/**
 * The Vite config of a regional site. The two apps differ only by the region (and the dev port):
 * everything else, routes included, comes from packages/web.
 */
export function siteViteConfig(region: "global" | "nigeria", port: number): UserConfig {
  return {
    define: { "import.meta.env.VITE_REGION": JSON.stringify(region) },
    server: { port },
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
  };
}
