import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * `pnpm bench:room` (issue 30): the session room's bench (bench/room.bench.ts) against the production
 * builds the e2e suite runs (its web servers, started or reused), one worker, no retry. Build first
 * (`pnpm turbo run build --filter=@marketplace/api-server --filter=@marketplace/global`).
 */
export default defineConfig({
  ...base,
  testDir: "./bench",
  testMatch: /\.bench\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 900_000,
  projects: [{ name: "bench", use: { viewport: { width: 1280, height: 900 } } }],
});
