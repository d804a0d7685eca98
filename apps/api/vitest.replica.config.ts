import { defineConfig } from "vitest/config";

// `pnpm test:replica`: the read replica on a real streaming standby (decision 052). Kept out of the
// default and PostgreSQL runs: it starts a second server and takes a base backup.
export default defineConfig({
  test: {
    include: ["test/**/*.replica.ts"],
    env: { TZ: "UTC" },
    globalSetup: ["test/replica-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
