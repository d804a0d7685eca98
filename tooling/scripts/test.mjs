// `npm test`: the whole suite — typecheck and lint, unit and integration tests of every package, the
// API suite against a real PostgreSQL server, the production builds (built once: the package checks,
// the web budget and the browser tests all use them), the web budget, then the browser end-to-end
// tests against the builds. Why the plan is shaped this way, and what each step costs:
// docs/decisions/031-ci-time.md.
//
// Each step starts as soon as what it needs has passed, so everything before the browser tests runs
// side by side. The browser tests (the longest step) then get the machine to themselves: on 2 cores a
// suite sharing it would stretch their timings into flaky ones. A failed step stops only what needs
// it; the run goes on, ends with a table of every step's start and time and `steps: N passed,
// N failed`, and exits non-zero on any failure.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root } from "./pnpm.mjs";
import { recap, report, runPlan } from "./steps.mjs";

const env = { ...process.env, TZ: "UTC" };
const install = "install";
const builds = "production builds, packages and Storybook";

/** @type {import("./steps.mjs").Step[]} */
const steps = [
  { name: install, args: ["install", "--frozen-lockfile", "--prefer-offline"] },
  {
    // First after the install: everything the browser tests need. One turbo run: each package is
    // built once, and check:package (domain and api-client as other teams get them: publint, attw,
    // the packed tarball imported from plain Node) and Storybook with its Docs pages are scheduled
    // beside the builds they do not wait for. --continue: one failed task does not stop the others.
    name: builds,
    args: [
      "turbo",
      "run",
      "build",
      "check:package",
      "build-storybook",
      "--continue",
      "--output-logs=errors-only",
    ],
    needs: [install],
  },
  { name: "typecheck", args: ["turbo", "run", "typecheck", "--output-logs=errors-only"], needs: [install] },
  { name: "lint", args: ["exec", "biome", "ci", "."], needs: [install] },
  // Feature folders import one another only through index.ts, and without cycles (decision 036).
  { name: "feature boundaries", args: ["check:boundaries"], needs: [install] },
  // Vitest gives itself one worker on 2 cores (cores - 1), so the API suite kept one core busy and
  // left the other idle for most of its 6 minutes: the PostgreSQL run now takes that core.
  {
    name: "unit and integration tests (PGlite)",
    // --continue: one package's failure does not stop the others, so a run reports every failing test.
    args: ["turbo", "run", "test", "--concurrency=2", "--continue"],
    needs: [install],
  },
  {
    name: "API tests against PostgreSQL",
    args: ["--filter", "@marketplace/api-server", "test:pg"],
    needs: [install],
  },
  // The first-load budget of every public page, from the builds above.
  { name: "web budget (bench:web)", args: ["bench:web"], needs: [builds] },
  // The deployment's shape from the builds (issue 29, decision 054): a PostgreSQL primary and standby,
  // the object store, two APIs, a worker and both sites behind HAProxy (~70-90 s), beside the
  // PostgreSQL step and before the browser tests.
  { name: "topology (test:topology)", args: ["test:topology"], needs: [builds] },
];
if (existsSync(join(root, "tooling/e2e/playwright.config.ts"))) {
  steps.push({
    name: "end-to-end tests (Chromium)",
    args: ["--filter", "@marketplace/e2e", "test:e2e"],
    needs: [builds],
    after: steps.map((step) => step.name),
  });
}

const started = Date.now();
const results = await runPlan(steps, { env });
console.log(recap(results));
console.log(report(results, (Date.now() - started) / 1000));
process.exit(results.some((r) => r.status !== "passed") ? 1 : 0);
