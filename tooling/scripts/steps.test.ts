import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { busyShare, cpuTicks, failureLines, formatSeconds, recap, report, runPlan } from "./steps.mjs";

type Step = { name: string; args: string[]; needs?: string[]; after?: string[] };

describe("npm test's plan (steps.mjs)", () => {
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("a failed step stops only what needs it; the rest still runs", async () => {
    const ran: string[] = [];
    const exitCodes: Record<string, number> = { builds: 2 };
    const run = async (step: Step) => {
      ran.push(step.name);
      return exitCodes[step.name] ?? 0;
    };
    const results = await runPlan(
      [
        { name: "install", args: [] },
        { name: "api on postgres", args: [], needs: ["install"] },
        { name: "builds", args: [], needs: ["install"] },
        { name: "budget", args: [], needs: ["builds"] },
        { name: "lint", args: [], needs: ["install"] },
        { name: "e2e", args: [], needs: ["budget"] },
      ],
      { run },
    );
    expect([...ran].sort()).toEqual(["api on postgres", "builds", "install", "lint"]);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ["install", "passed"],
      ["api on postgres", "passed"],
      ["builds", "failed"],
      ["budget", "not run"],
      ["lint", "passed"],
      ["e2e", "not run"],
    ]);
    expect(results.find((r) => r.name === "e2e")?.blockedBy).toBe("budget");
  });

  it("a step starts when what it needs has passed, not when everything before it has", async () => {
    const events: string[] = [];
    const waits: Record<string, number> = { install: 5, "unit tests": 80, builds: 10, e2e: 10 };
    let running = 0;
    let most = 0;
    const prefixes: Array<string | null> = [];
    const run = async (step: Step, prefix: string | null) => {
      prefixes.push(prefix);
      running += 1;
      most = Math.max(most, running);
      events.push(`start ${step.name}`);
      await new Promise((resolve) => setTimeout(resolve, waits[step.name] ?? 0));
      events.push(`end ${step.name}`);
      running -= 1;
      return 0;
    };
    const results = await runPlan(
      [
        { name: "install", args: [] },
        { name: "unit tests", args: [], needs: ["install"] },
        { name: "builds", args: [], needs: ["install"] },
        { name: "e2e", args: [], needs: ["builds"] },
      ],
      { run },
    );
    // The browser tests start beside the unit tests once the builds are done, not after them.
    expect(events.indexOf("start e2e")).toBeLessThan(events.indexOf("end unit tests"));
    expect(events.indexOf("start e2e")).toBeGreaterThan(events.indexOf("end builds"));
    expect(events.indexOf("start unit tests")).toBeGreaterThan(events.indexOf("end install"));
    expect(most).toBe(2);
    expect(prefixes).toEqual(["[install]", "[unit tests]", "[builds]", "[e2e]"]);
    const e2e = results.find((r) => r.name === "e2e");
    expect(e2e?.startedAt).toBeGreaterThan(0);
  });

  it("a step after another waits for it to finish, and runs even when it failed", async () => {
    const events: string[] = [];
    const run = async (step: Step) => {
      events.push(`start ${step.name}`);
      await new Promise((resolve) => setTimeout(resolve, step.name === "unit tests" ? 40 : 5));
      events.push(`end ${step.name}`);
      return step.name === "unit tests" ? 1 : 0;
    };
    const results = await runPlan(
      [
        { name: "builds", args: [] },
        { name: "unit tests", args: [] },
        { name: "e2e", args: [], needs: ["builds"], after: ["unit tests"] },
      ],
      { run },
    );
    expect(events.indexOf("start e2e")).toBeGreaterThan(events.indexOf("end unit tests"));
    expect(results.map((r) => r.status)).toEqual(["passed", "failed", "passed"]);
  });

  it("refuses a plan whose step needs one not listed before it", async () => {
    await expect(
      runPlan([{ name: "e2e", args: [], needs: ["builds"] }], { run: async () => 0 }),
    ).rejects.toThrow(/e2e needs builds/);
  });

  it("the closing report lists every step's start and time, failed and not-run ones too, then the summary line", () => {
    const text = report(
      [
        { name: "install", status: "passed", seconds: 12.34, startedAt: 0 },
        { name: "typecheck", status: "passed", seconds: 95, startedAt: 12.4, cpu: 0.734 },
        { name: "lint", status: "failed", seconds: 8, startedAt: 12.4, code: 1 },
        { name: "e2e", status: "not run", seconds: null, startedAt: null, blockedBy: "lint" },
      ],
      1500,
    );
    const lines = text.split("\n");
    expect(lines.find((l) => l.startsWith("step"))).toMatch(/start\s+time\s+cpu\s+result$/);
    expect(lines.find((l) => l.startsWith("install"))).toMatch(/0\.0s\s+12\.3s\s+-\s+passed$/);
    expect(lines.find((l) => l.startsWith("typecheck"))).toMatch(/12\.4s\s+1m 35s\s+73 %\s+passed$/);
    expect(lines.find((l) => l.startsWith("lint"))).toMatch(/12\.4s\s+8\.0s\s+-\s+failed \(exit 1\)$/);
    expect(lines.find((l) => l.startsWith("e2e"))).toMatch(/-\s+-\s+-\s+not run \(needs lint\)$/);
    expect(lines.find((l) => l.startsWith("whole run"))).toMatch(/25m 00s$/);
    expect(lines.at(-1)).toBe("steps: 2 passed, 1 failed");
  });

  it("measures how busy the machine's processors were between two readings of /proc/stat", () => {
    // user nice system idle iowait irq softirq steal
    const before = cpuTicks(() => "cpu  100 0 50 800 50 0 0 0\ncpu0 1 2 3 4\n");
    const after = cpuTicks(() => "cpu  250 0 100 900 50 0 0 0\n");
    expect(before).toEqual({ busy: 150, total: 1000 });
    expect(busyShare(before, after)).toBeCloseTo(200 / 300);
    expect(cpuTicks(() => "no such thing")).toBeNull();
    expect(
      cpuTicks(() => {
        throw new Error("ENOENT");
      }),
    ).toBeNull();
    expect(busyShare(null, after)).toBeNull();
  });

  it("formats seconds as seconds under a minute and minutes with seconds above", () => {
    expect(formatSeconds(0.04)).toBe("0.0s");
    expect(formatSeconds(59.94)).toBe("59.9s");
    expect(formatSeconds(59.96)).toBe("1m 00s");
    expect(formatSeconds(61)).toBe("1m 01s");
    expect(formatSeconds(119.6)).toBe("2m 00s");
    expect(formatSeconds(1884.6)).toBe("31m 25s");
  });

  it("a failed step's recap names its failing tests, without colour, passing lines or repeats", async () => {
    const output = [
      "@marketplace/api-server:test:  \u001b[32m✓\u001b[39m src/a.test.ts (3 tests) 20ms",
      "@marketplace/api-server:test:    ✓ 20 payments: one 200, 19 × 409, charged once",
      "@marketplace/api-server:test:  \u001b[31mFAIL\u001b[39m  src/payouts/payouts.test.ts > weekly > pays once",
      "@marketplace/api-server:test: AssertionError: expected 2 to be 1 // Object.is equality",
      "@marketplace/api-server:test: AssertionError: expected 2 to be 1 // Object.is equality",
      "@marketplace/api-server:test:  Test Files  1 failed | 97 passed (98)",
      "  1) [mobile] › tests/accounts.spec.ts:116:1 › the overview shows upcoming sessions",
      "    Error: expect(locator).toHaveCount(expected) failed",
      "    Expected: 2",
      "    Received: 0",
      "  1 flaky",
      "AssertionError [ERR_ASSERTION]: each scheduled job ran once per slot",
      "[75.1 s] stopped everything (FAILED, 81 s)",
      "some ordinary log line",
    ];
    const results = await runPlan([{ name: "unit tests", args: [] }], {
      run: async (_step, _prefix, onLine) => {
        for (const line of output) onLine(line);
        return 1;
      },
    });
    expect(results[0]?.recap).toEqual([
      "@marketplace/api-server:test:  FAIL  src/payouts/payouts.test.ts > weekly > pays once",
      "@marketplace/api-server:test: AssertionError: expected 2 to be 1 // Object.is equality",
      "  1) [mobile] › tests/accounts.spec.ts:116:1 › the overview shows upcoming sessions",
      "    Error: expect(locator).toHaveCount(expected) failed",
      "    Expected: 2",
      "    Received: 0",
      "  1 flaky",
      "AssertionError [ERR_ASSERTION]: each scheduled job ran once per slot",
      "[75.1 s] stopped everything (FAILED, 81 s)",
    ]);
    expect(recap(results)).toBe(
      ["", "── what failed in unit tests ──", ...(results[0]?.recap ?? [])].join("\n"),
    );
    // A step that passed has no recap, and a long one's recap is cut short.
    const passed = await runPlan([{ name: "lint", args: [] }], { run: async () => 0 });
    expect(recap(passed)).toBe("");
    expect(failureLines(Array.from({ length: 100 }, (_, i) => `FAIL test ${i}`))).toHaveLength(40);
  });
});
