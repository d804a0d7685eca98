import { defineConfig } from "vite";
// Relative, so Vite bundles it into the config (workspace packages are TypeScript source).
import { siteViteConfig } from "../../packages/web/src/site-vite-config.ts";

export default defineConfig(siteViteConfig("global"));
