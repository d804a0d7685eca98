import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const e2e = join(import.meta.dirname, "../e2e");

/**
 * The browser suite's own settings, over one test that fails and then passes on its retry
 * (tooling/e2e/self-check): in CI that run must fail, reported as flaky (docs/decisions/031-ci-time.md).
 */
function runFlakyCheck(ci: boolean) {
  const result = spawnSync(
    process.execPath,
    [
      join(e2e, "node_modules/@playwright/test/cli.js"),
      "test",
      "-c",
      "self-check/flaky.config.ts",
      "--reporter=line",
    ],
    {
      cwd: e2e,
      encoding: "utf8",
      env: { ...process.env, CI: ci ? "1" : "" },
      timeout: 120_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("a flaky browser test", () => {
  it("fails the run in CI, reported as flaky (failed, then passed on its retry)", () => {
    const { status, output } = runFlakyCheck(true);
    expect(output).toMatch(/1 flaky/);
    expect(output).not.toMatch(/1 passed/);
    expect(status).toBe(1);
  }, 120_000);

  it("fails the run outside CI too, on its first attempt (no retry there)", () => {
    const { status, output } = runFlakyCheck(false);
    expect(output).toMatch(/1 failed/);
    expect(output).not.toMatch(/\d+ flaky/);
    expect(status).toBe(1);
  }, 120_000);
});
