import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageSnapshot } from "../e2e/failed-page-reporter.ts";

const e2e = join(import.meta.dirname, "../e2e");

/**
 * The browser suite's own settings, over one test that fails and then passes on its retry
 * (tooling/e2e/self-check): in CI that run must fail, reported as flaky (docs/decisions/031-ci-time.md).
 */
async function runFlakyCheck(ci: boolean): Promise<{ status: number | null; output: string }> {
  // Asynchronous on purpose: a synchronous spawn blocks this test worker for the whole Playwright run,
  // and under CI's load (the builds run beside the unit tests) vitest's worker then misses its own
  // RPC deadline and fails the run with "Timeout calling onTaskUpdate".
  return new Promise((resolvePromise) => {
    execFile(
      process.execPath,
      [join(e2e, "node_modules/@playwright/test/cli.js"), "test", "-c", "self-check/flaky.config.ts"],
      { cwd: e2e, encoding: "utf8", env: { ...process.env, CI: ci ? "1" : "" }, timeout: 170_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === "number" ? error.code : error ? null : 0;
        resolvePromise({ status: code, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe("a flaky browser test", () => {
  it("fails the run in CI, reported as flaky (failed, then passed on its retry)", async () => {
    const { status, output } = await runFlakyCheck(true);
    expect(output).toMatch(/1 flaky/);
    expect(output).not.toMatch(/1 passed/);
    expect(status).toBe(1);
    // After the summary, the failed attempt's page (failed-page-reporter.ts), its header as one line.
    const page = output.slice(output.indexOf("── the page when"));
    expect(page).toMatch(/fails on its first attempt and passes on its retry failed \(attempt 1\)/);
    expect(page).toContain("- alert: What the page said");
    expect(page).toContain("- banner […]");
    expect(page).not.toContain("Header link");
    // Then how the page got there (page-timeline.ts): the document asked for, answered, committed.
    const timeline = page.slice(page.indexOf("── how it got there ──"));
    expect(timeline).toMatch(/→ GET \/the-page\?asked=1 \(document\)/);
    expect(timeline).toMatch(/← 200 \/the-page\?asked=1/);
    expect(timeline).toMatch(/at \/the-page\?asked=1/);
  }, 180_000);

  it("fails the run outside CI too, on its first attempt (no retry there)", async () => {
    const { status, output } = await runFlakyCheck(false);
    expect(output).toMatch(/1 failed/);
    expect(output).not.toMatch(/\d+ flaky/);
    expect(status).toBe(1);
  }, 180_000);
});

describe("the failed page's snapshot", () => {
  it("keeps the page's main part, one line for the shell's parts, and drops references and link targets", () => {
    const context = [
      "# Error details",
      "```yaml",
      "- generic [active] [ref=e1]:",
      "  - banner [ref=e2]:",
      '    - link "Home" [ref=e3] [cursor=pointer]:',
      "      - /url: /",
      "  - main [ref=e4]:",
      '    - textbox "Email" [ref=e5]: a@example.com',
      '    - button "Log in" [ref=e6] [cursor=pointer]',
      "  - contentinfo [ref=e7]:",
      "    - text: Lagos",
      "```",
    ].join("\n");
    expect(pageSnapshot(context)).toEqual([
      "- generic [active]:",
      "  - banner […]",
      "  - main:",
      '    - textbox "Email": a@example.com',
      '    - button "Log in"',
      "  - contentinfo […]",
    ]);
  });
});
