// The plan runner behind `npm test` (test.mjs): stages run one after another, the steps of a stage at
// once, each step's output prefixed with its name when it shares the terminal. A failed step does not
// stop the run: what needs it is not run, everything else still runs, so one run reports every
// failure. The end of the run is a table of every step's time and the line
// `steps: N passed, N failed`.
import { spawn } from "node:child_process";
import { childEnv, ensurePnpm, root } from "./pnpm.mjs";

/**
 * @typedef {{ name: string, args: string[], needs?: string[] }} Step
 * @typedef {{ name: string, status: "passed" | "failed" | "not run", seconds: number | null,
 *   code?: number, stage: number, blockedBy?: string }} StepResult
 */

/** "12m 03s" under an hour, "8.4s" under a minute. */
export function formatSeconds(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s`;
}

/**
 * The closing report: one row per step in plan order (steps of one stage ran at once, so a stage's
 * wall time is its longest step), the whole run's wall time, and the summary line.
 * @param {StepResult[]} results
 * @param {number} totalSeconds
 */
export function report(results, totalSeconds) {
  const width = Math.max(4, ...results.map((r) => r.name.length));
  const sharedStages = new Set(
    results.map((r) => r.stage).filter((stage, i, all) => all.indexOf(stage) !== i),
  );
  const rows = results.map((r) => {
    const time = r.seconds === null ? "-" : formatSeconds(r.seconds);
    const note =
      r.status === "failed"
        ? `failed (exit ${r.code})`
        : r.status === "not run"
          ? `not run (needs ${r.blockedBy})`
          : "passed";
    const together = sharedStages.has(r.stage) ? `  [at once, stage ${r.stage + 1}]` : "";
    return `${r.name.padEnd(width)}  ${time.padStart(8)}  ${note}${together}`;
  });
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.filter((r) => r.status === "failed").length;
  return [
    "",
    `${"step".padEnd(width)}  ${"time".padStart(8)}  result`,
    ...rows,
    `${"whole run".padEnd(width)}  ${formatSeconds(totalSeconds).padStart(8)}`,
    "",
    `steps: ${passed} passed, ${failed} failed`,
  ].join("\n");
}

/** Runs pnpm with `args`; with a prefix, each output line is prefixed (steps sharing the terminal). */
function runPnpm(args, env, prefix) {
  const bin = ensurePnpm();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: root,
      env: childEnv(env),
      stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) out.write(`${prefix} ${line}\n`);
        });
        stream.on("end", () => {
          if (rest) out.write(`${prefix} ${rest}\n`);
        });
      }
    }
    child.on("close", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the plan and resolves with the results in plan order.
 * @param {Step[][]} stages
 * @param {{ env?: NodeJS.ProcessEnv, run?: (step: Step, prefix: string | null) => Promise<number> }} [options]
 * @returns {Promise<StepResult[]>}
 */
export async function runPlan(stages, options = {}) {
  const run = options.run ?? ((step, prefix) => runPnpm(step.args, options.env ?? process.env, prefix));
  /** @type {Map<string, StepResult>} */
  const done = new Map();
  const results = [];
  for (const [stage, steps] of stages.entries()) {
    const outcomes = await Promise.all(
      steps.map(async (step) => {
        const blockedBy = (step.needs ?? []).find((name) => done.get(name)?.status !== "passed");
        if (blockedBy) {
          console.log(`\n– ${step.name}: not run (needs ${blockedBy})`);
          return { name: step.name, status: "not run", seconds: null, stage, blockedBy };
        }
        console.log(`\n▶ ${step.name}`);
        const started = Date.now();
        const code = await run(step, steps.length > 1 ? `[${step.name}]` : null);
        const seconds = (Date.now() - started) / 1000;
        if (code === 0) {
          console.log(`✓ ${step.name} (${formatSeconds(seconds)})`);
          return { name: step.name, status: "passed", seconds, stage };
        }
        console.error(`\n✗ ${step.name} failed (exit ${code}, ${formatSeconds(seconds)})`);
        return { name: step.name, status: "failed", seconds, stage, code };
      }),
    );
    for (const outcome of outcomes) {
      done.set(outcome.name, outcome);
      results.push(outcome);
    }
  }
  return results;
}
