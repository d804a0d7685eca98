import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production builds of the API and both sites, in Debian's Chromium
 * (never a downloaded browser). `npm test` builds once before running them.
 */
const root = resolve(import.meta.dirname, "../..");
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-data-"));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

export const GLOBAL = "http://localhost:3000";
export const NIGERIA = "http://localhost:3001";
const siteEnv = {
  API_URL: "http://localhost:4000",
  GLOBAL_HOST: GLOBAL,
  NIGERIA_HOST: NIGERIA,
  NODE_ENV: "production",
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { launchOptions: chromium, trace: "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: "node dist/main.js",
      cwd: join(root, "apps/api"),
      url: "http://localhost:4000/healthz",
      env: {
        PORT: "4000",
        DATA_DIR: dataDir,
        SEED_ON_START: "1",
        LOG_LEVEL: "warn",
        PUBLIC_URL: "http://localhost:4000",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: "node_modules/.bin/remix-serve build/server/index.js",
      cwd: join(root, "apps/global"),
      url: GLOBAL,
      env: { ...siteEnv, PORT: "3000" },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: "node_modules/.bin/remix-serve build/server/index.js",
      cwd: join(root, "apps/nigeria"),
      url: NIGERIA,
      env: { ...siteEnv, PORT: "3001" },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
