import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { API, GLOBAL, NIGERIA } from "./tests/sites.ts";

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

// Ports come from packages/region (through tests/sites.ts); PORT_OFFSET moves them all.
const port = (origin: string) => new URL(origin).port;
// A real production configuration (not the demo mode): every variable production requires is set.
const siteEnv = {
  API_URL: API,
  GLOBAL_HOST: GLOBAL.url,
  NIGERIA_HOST: NIGERIA.url,
  NODE_ENV: "production",
  SESSION_SECRET: randomBytes(32).toString("base64url"),
  // Demo mode allows the developer tools on the production builds, DEV_TOOLS turns them on: /dev/mail
  // answers this machine's requests that carry no X-Forwarded-For (so not the browsers of fixtures.ts).
  DEMO_MODE: "1",
  DEV_TOOLS: "1",
  // As behind a load balancer: the sites believe X-Forwarded-For from loopback, so each test's browser
  // has an address of its own (fixtures.ts) and the suite's sign-ups don't share one throttle.
  TRUSTED_PROXIES: "loopback",
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
      url: `${API}/healthz`,
      env: {
        PORT: port(API),
        DATA_DIR: dataDir,
        SEED_ON_START: "1",
        LOG_LEVEL: "warn",
        PUBLIC_URL: API,
        ALLOWED_ORIGINS: `${GLOBAL.url},${NIGERIA.url}`,
        // Demo mode: the demo accounts may be seeded. DEV_TOOLS: GET /dev/outbox is where the journeys
        // read the links they were emailed (mail.ts, straight from the test process: this machine only).
        DEMO_MODE: "1",
        DEV_TOOLS: "1",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: "node server.mjs",
      cwd: join(root, "apps/global"),
      url: GLOBAL.url,
      env: { ...siteEnv, PORT: port(GLOBAL.url) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      cwd: join(root, "apps/nigeria"),
      url: NIGERIA.url,
      env: { ...siteEnv, PORT: port(NIGERIA.url) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
