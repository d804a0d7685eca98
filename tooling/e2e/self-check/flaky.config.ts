import { defineConfig } from "@playwright/test";
import config from "../playwright.config.ts";

/**
 * The suite's own settings (retries, failOnFlakyTests) over one test that fails, then passes on its
 * retry, without the servers: tooling/scripts/flaky-fails.test.ts checks a flaky test fails the run.
 */
export default defineConfig({
  ...config,
  testDir: ".",
  testMatch: "flaky.check.ts",
  // Its own output folder (self-check/test-results), so it never clears a real run's.
  outputDir: "test-results",
  projects: undefined,
  webServer: undefined,
  workers: 1,
});
