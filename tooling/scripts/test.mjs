// `npm test`: the whole suite — typecheck, lint, unit and integration tests of every package, the API
// suite again against a real PostgreSQL server, then the production builds and the browser end-to-end
// tests against them. Exits non-zero on the first failure.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pnpm, root } from "./pnpm.mjs";

const env = { ...process.env, TZ: "UTC" };
const steps = [
  ["install", ["install", "--frozen-lockfile", "--prefer-offline"]],
  ["typecheck", ["turbo", "run", "typecheck", "--output-logs=errors-only"]],
  ["lint", ["exec", "biome", "ci", "."]],
  ["unit and integration tests (PGlite)", ["turbo", "run", "test", "--concurrency=2"]],
  ["API tests against PostgreSQL", ["--filter", "@marketplace/api-server", "test:pg"]],
  ["production builds", ["turbo", "run", "build", "--output-logs=errors-only"]],
  // domain and api-client as other teams get them (publint, attw, the packed tarball imported from
  // plain Node), and Storybook with its Docs pages.
  [
    "packages and Storybook",
    ["turbo", "run", "check:package", "build-storybook", "--output-logs=errors-only"],
  ],
];
if (existsSync(join(root, "tooling/e2e/playwright.config.ts"))) {
  steps.push(["end-to-end tests (Chromium)", ["--filter", "@marketplace/e2e", "test:e2e"]]);
}

let passed = 0;
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await pnpm(args, { env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code}, ${seconds}s)`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(code);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
