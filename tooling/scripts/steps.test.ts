import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatSeconds, report, runPlan } from "./steps.mjs";

type Step = { name: string; args: string[]; needs?: string[] };

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
        [{ name: "install", args: [] }],
        [
          { name: "api on postgres", args: [], needs: ["install"] },
          { name: "builds", args: [], needs: ["install"] },
        ],
        [{ name: "budget", args: [], needs: ["builds"] }],
        [{ name: "lint", args: [], needs: ["install"] }],
        [{ name: "e2e", args: [], needs: ["budget"] }],
      ],
      { run },
    );
    expect(ran).toEqual(["install", "api on postgres", "builds", "lint"]);
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

  it("the steps of one stage run at once, each told its prefix", async () => {
    let running = 0;
    let most = 0;
    const prefixes: Array<string | null> = [];
    const run = async (_step: Step, prefix: string | null) => {
      prefixes.push(prefix);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return 0;
    };
    await runPlan(
      [
        [{ name: "alone", args: [] }],
        [
          { name: "typecheck", args: [] },
          { name: "lint", args: [] },
        ],
      ],
      { run },
    );
    expect(most).toBe(2);
    expect(prefixes).toEqual([null, "[typecheck]", "[lint]"]);
  });

  it("the closing report lists every step's time, failed and not-run ones too, then the summary line", () => {
    const text = report(
      [
        { name: "install", status: "passed", seconds: 12.34, stage: 0 },
        { name: "typecheck", status: "passed", seconds: 95, stage: 1 },
        { name: "lint", status: "failed", seconds: 8, stage: 1, code: 1 },
        { name: "e2e", status: "not run", seconds: null, stage: 2, blockedBy: "lint" },
      ],
      1500,
    );
    const lines = text.split("\n");
    expect(lines.find((l) => l.startsWith("install"))).toMatch(/12\.3s\s+passed$/);
    expect(lines.find((l) => l.startsWith("typecheck"))).toMatch(/1m 35s\s+passed\s+\[at once, stage 2\]$/);
    expect(lines.find((l) => l.startsWith("lint"))).toMatch(
      /8\.0s\s+failed \(exit 1\)\s+\[at once, stage 2\]$/,
    );
    expect(lines.find((l) => l.startsWith("e2e"))).toMatch(/-\s+not run \(needs lint\)$/);
    expect(lines.find((l) => l.startsWith("whole run"))).toMatch(/25m 00s$/);
    expect(lines.at(-1)).toBe("steps: 2 passed, 1 failed");
  });

  it("formats seconds as seconds under a minute and minutes with seconds above", () => {
    expect(formatSeconds(0.04)).toBe("0.0s");
    expect(formatSeconds(59.94)).toBe("59.9s");
    expect(formatSeconds(59.96)).toBe("1m 00s");
    expect(formatSeconds(61)).toBe("1m 01s");
    expect(formatSeconds(119.6)).toBe("2m 00s");
    expect(formatSeconds(1884.6)).toBe("31m 25s");
  });
});
