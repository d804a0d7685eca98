import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch as chromium } from "./chromium.ts";
import { API, GLOBAL, NIGERIA, STRIPE_STAND_IN } from "./tests/sites.ts";

/**
 * End-to-end tests against the production builds of the API and both sites, in Debian's Chromium
 * (never a downloaded browser). `npm test` builds once before running them.
 */
const root = resolve(import.meta.dirname, "../..");
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-data-"));

// Ports come from packages/region (through tests/sites.ts); PORT_OFFSET moves them all.
const port = (origin: string) => new URL(origin).port;
// The production builds in production mode (NODE_ENV=production, every variable production requires
// is set), with DEMO_MODE on for one reason: the journeys read the emails they are sent at /dev/mail.
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

const mobileSkipsSpecs = [
  // What the server sends (headers, meta, sitemap, scripts, words, times): the same at any width.
  "seo.spec.ts",
  "seo-sitemap.spec.ts",
  "site-security.spec.ts",
  "served-words.spec.ts",
  "i18n.spec.ts",
  "timezone.spec.ts",
  // Emailed links opened signed out lead through /login to the conversation and the booking: where a
  // link leads is the server's answer; the screens it passes are checked at 375 px by their own specs.
  "email-links.spec.ts",
  // When React starts hydrating (a click at that moment, decision 068): the same script order at any width.
  "hydration-start.spec.ts",
  // Journeys with no phone layout of their own: their screens are swept at 375 px, with each demo
  // account's data, by narrow-screens.spec.ts.
  "earnings.spec.ts",
  "form-errors.spec.ts",
  "provider-onboarding.spec.ts",
  "provider-workspace.spec.ts",
  "wallet.spec.ts",
];
/** Signed-in journeys: at 375 px on the global site only. */
const journeys = [
  "account-email",
  "accounts",
  "appointments",
  "booking-more",
  "booking-pages",
  "booking-payment",
  "booking-screen",
  "messages",
  "no-show",
  "notifications",
  "provider-availability",
  "provider-credentials",
  "reviews",
  "session-room",
  "review-moderation",
  "staff-verification",
  "staff-support",
];
const mobileSkipsTests = [
  // Plain forms posted to the server: the same requests at any width (navigation.spec.ts's are the
  // phone's menus without JavaScript, so they stay).
  /^(?!.*\bnavigation\.spec\.ts\b).*(without JavaScript|with JavaScript off)/,
  // What the server answers, checked at 1280 px on both sites, on screens checked at 375 px by other
  // tests: a gateway's decline or abandonment (the payment page: booking-pages, booking-payment), the
  // crafted login redirects, the sign-up of a taken address (the same screen as a new one's), the
  // banner's plain form post before its code loads.
  /(declined|abandoned) payment says|crafted redirect values|an address that has an account gets the same screen|its buttons still record the choice/,
  // The grep title is "<file> <describe…> <test>", so this matches a journey's Nigerian run.
  new RegExp(`(^|\\s)(${journeys.join("|")})\\.spec\\.ts nigeria\\b`),
];

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI a failed test runs once more so the report can say "flaky" (failed, then passed on the
  // retry: a race) rather than "failed" (a break). Either way the run fails: a flaky test is a bug to
  // fix at its cause, never a pass (docs/decisions/031-ci-time.md). Locally there is no retry.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // The list, then what the page showed when an attempt failed (CI keeps no test-results/).
  reporter: [["list"], [join(import.meta.dirname, "failed-page-reporter.ts")]],
  timeout: 30_000,
  // Recording a trace costs every test (DOM snapshots and screenshots at each action); in CI only the
  // retry of a failed test records one, which is the run that tells flaky from broken.
  use: { launchOptions: chromium, trace: process.env.CI ? "on-first-retry" : "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      testIgnore: ["narrow-screens.spec.ts"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    {
      // At 375 px (every page each test lands on is also checked for sideways scroll, fixtures.ts),
      // minus what the width cannot change (docs/decisions/031-ci-time.md): the specs about what the
      // server sends, the forms without JavaScript, the journeys with no phone layout (their screens
      // are swept by narrow-screens.spec.ts), and the Nigerian run of the other signed-in journeys,
      // whose screens are the global run's (the site's own gateway, currency and words are checked
      // on the desktop project). The patterns fail open: a renamed test runs at both widths.
      name: "mobile",
      testIgnore: mobileSkipsSpecs,
      grepInvert: mobileSkipsTests,
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        // 1, not a phone's 2: every check here is in CSS pixels (layout, sideways scroll, axe), and
        // no page asks for the device's pixel ratio (no srcset, image-set or resolution query), so
        // 2 only made Chromium rasterise four times the pixels in software (docs/decisions/031).
        deviceScaleFactor: 1,
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
        // Payments stay on the sandbox; pounds and dollars are paid out through Stripe Connect, to the
        // Stripe stand-in below (its keys are the stand-in's test keys, decision 062).
        PAYOUT_GATEWAY_GLOBAL: "stripe",
        STRIPE_BASE_URL: STRIPE_STAND_IN,
        STRIPE_SECRET_KEY: "sk_test_stripe_stand_in",
        STRIPE_WEBHOOK_SECRET: "whsec_stand_in_secret",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // Stripe Connect's API and hosted onboarding page ('Complete onboarding'), which sends the
      // signed account.updated to the API (apps/api/test/stripe-stand-in-cli.ts).
      command: `npx tsx test/stripe-stand-in-cli.ts --port ${port(STRIPE_STAND_IN)} --webhook ${API}/v1/payment/webhook/stripe`,
      cwd: join(root, "apps/api"),
      // Any answer says it is up (it answers 401 without the API key).
      url: `${STRIPE_STAND_IN}/v1/accounts`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
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
