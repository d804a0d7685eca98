// The plan runner behind `npm test` (test.mjs): each step starts as soon as every step it needs has
// passed, so independent steps run at once, each one's output prefixed with its name. A failed step
// does not stop the run: what needs it is not run, everything else still runs, so one run reports
// every failure. The end of the run is a table of every step's start, time and machine CPU use, and the line
// `steps: N passed, N failed`.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { childEnv, ensurePnpm, root } from "./pnpm.mjs";

/**
 * @typedef {{ name: string, args: string[], needs?: string[], after?: string[] }} Step
 *   `needs`: steps that must pass first (else this one is not run); `after`: steps that must have
 *   finished first, passed or not (to keep the machine to itself).
 * @typedef {{ name: string, status: "passed" | "failed" | "not run", seconds: number | null,
 *   startedAt: number | null, code?: number, blockedBy?: string, cpu?: number | null, recap?: string[] }} StepResult
 *   `cpu`: how busy the whole machine's processors were while the step ran (0–1), from /proc/stat;
 *   null where there is none. It says whether a step left cores idle that another could use.
 *   `recap`: a failed step's lines that name what failed (see `failureLines`).
 */

// ANSI colour codes, which the tools print even into a pipe.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched.
const ANSI = /\u001b\[[0-9;]*m/g;
/**
 * Lines naming a failure in vitest's, turbo's and Playwright's output, and node:assert's
 * ("AssertionError [ERR_ASSERTION]: …", which has no "Error:"), as the topology test prints it (a
 * passing "✓" line never).
 */
const FAILURE =
  /\bFAIL(ED)?\b|✗|✘|Error:|AssertionError|\bExpected\b|\bReceived\b|\bfailed\b|\bflaky\b|^\s*\d+\) \[/;
const RECAP_LINES = 40;

/**
 * What a failed step's output says failed, kept short: CI shows only the end of a long run's output,
 * and a step that failed early (the unit tests) had its failures scroll far above that end. The
 * lines naming failures, without colour, repeats or passing tests, the first `RECAP_LINES`.
 * @param {string[]} lines
 */
export function failureLines(lines) {
  const seen = new Set();
  const picked = [];
  for (const raw of lines) {
    const line = raw.replace(ANSI, "").trimEnd();
    if (!FAILURE.test(line) || /✓|\bpassed\b/.test(line) || seen.has(line)) continue;
    seen.add(line);
    picked.push(line);
    if (picked.length === RECAP_LINES) break;
  }
  return picked;
}

/**
 * Printed before the closing table: each failed step's recap, so the end of the output says what
 * failed, not only which step.
 * @param {StepResult[]} results
 */
export function recap(results) {
  return results
    .filter((r) => r.status === "failed" && r.recap && r.recap.length > 0)
    .map((r) => [`\n── what failed in ${r.name} ──`, ...(r.recap ?? [])].join("\n"))
    .join("\n");
}

/** The machine's processor time so far, busy and total (in clock ticks), or null off Linux. */
export function cpuTicks(read = () => readFileSync("/proc/stat", "utf8")) {
  try {
    const fields = read().split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
    const total = fields.reduce((a, b) => a + b, 0);
    // idle and iowait are the time no work ran.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of processor time that was busy between two readings of `cpuTicks`. */
export function busyShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

/** "12m 03s" under an hour, "8.4s" under a minute. */
export function formatSeconds(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s`;
}

/**
 * The closing report: one row per step in plan order with when it started (from the run's start:
 * steps overlap) and how long it took, the whole run's wall time, and the summary line.
 * @param {StepResult[]} results
 * @param {number} totalSeconds
 */
export function report(results, totalSeconds) {
  const width = Math.max(4, ...results.map((r) => r.name.length));
  const rows = results.map((r) => {
    const start = r.startedAt === null ? "-" : formatSeconds(r.startedAt);
    const time = r.seconds === null ? "-" : formatSeconds(r.seconds);
    const cpu = r.cpu === undefined || r.cpu === null ? "-" : `${Math.round(r.cpu * 100)} %`;
    const note =
      r.status === "failed"
        ? `failed (exit ${r.code})`
        : r.status === "not run"
          ? `not run (needs ${r.blockedBy})`
          : "passed";
    return `${r.name.padEnd(width)}  ${start.padStart(8)}  ${time.padStart(8)}  ${cpu.padStart(5)}  ${note}`;
  });
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.filter((r) => r.status === "failed").length;
  return [
    "",
    `${"step".padEnd(width)}  ${"start".padStart(8)}  ${"time".padStart(8)}  ${"cpu".padStart(5)}  result`,
    ...rows,
    `${"whole run".padEnd(width)}  ${"".padStart(8)}  ${formatSeconds(totalSeconds).padStart(8)}`,
    "",
    `steps: ${passed} passed, ${failed} failed`,
  ].join("\n");
}

/**
 * Runs pnpm with `args`; with a prefix, each output line is prefixed (steps sharing the terminal)
 * and handed to `onLine`.
 */
function runPnpm(args, env, prefix, onLine) {
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
          for (const line of lines) {
            out.write(`${prefix} ${line}\n`);
            onLine(line);
          }
        });
        stream.on("end", () => {
          if (rest) {
            out.write(`${prefix} ${rest}\n`);
            onLine(rest);
          }
        });
      }
    }
    child.on("close", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the plan and resolves with the results in plan order. A step starts once every step it needs
 * has finished: when they all passed it runs, otherwise it is "not run". A step may only need steps
 * listed before it, so the plan cannot wait on itself.
 * @param {Step[]} steps
 * @param {{ env?: NodeJS.ProcessEnv, run?: (step: Step, prefix: string | null, onLine: (line: string) => void) => Promise<number> }} [options]
 * @returns {Promise<StepResult[]>}
 */
export async function runPlan(steps, options = {}) {
  const run =
    options.run ?? ((step, prefix, onLine) => runPnpm(step.args, options.env ?? process.env, prefix, onLine));
  const planStarted = Date.now();
  /** @type {Map<string, Promise<StepResult>>} */
  const outcomes = new Map();
  for (const step of steps) {
    for (const need of [...(step.needs ?? []), ...(step.after ?? [])]) {
      if (!outcomes.has(need)) throw new Error(`${step.name} needs ${need}, which is not listed before it`);
    }
    const wait = (/** @type {string[]} */ names) =>
      Promise.all(names.map((name) => /** @type {Promise<StepResult>} */ (outcomes.get(name))));
    outcomes.set(
      step.name,
      Promise.all([wait(step.needs ?? []), wait(step.after ?? [])]).then(async ([done]) => {
        const blockedBy = done.find((r) => r.status !== "passed")?.name;
        if (blockedBy) {
          console.log(`\n– ${step.name}: not run (needs ${blockedBy})`);
          return { name: step.name, status: "not run", seconds: null, startedAt: null, blockedBy };
        }
        console.log(`\n▶ ${step.name}`);
        const started = Date.now();
        const ticks = cpuTicks();
        // The lines that may name a failure (bounded: a long suite prints tens of thousands of lines).
        /** @type {string[]} */
        const noticed = [];
        const onLine = (/** @type {string} */ line) => {
          if (noticed.length < 2000 && FAILURE.test(line.replace(ANSI, ""))) noticed.push(line);
        };
        const code = await run(step, steps.length > 1 ? `[${step.name}]` : null, onLine);
        const seconds = (Date.now() - started) / 1000;
        const cpu = busyShare(ticks, cpuTicks());
        const startedAt = (started - planStarted) / 1000;
        if (code === 0) {
          console.log(`✓ ${step.name} (${formatSeconds(seconds)})`);
          return { name: step.name, status: "passed", seconds, startedAt, cpu };
        }
        console.error(`\n✗ ${step.name} failed (exit ${code}, ${formatSeconds(seconds)})`);
        return {
          name: step.name,
          status: "failed",
          seconds,
          startedAt,
          code,
          cpu,
          recap: failureLines(noticed),
        };
      }),
    );
  }
  return Promise.all(outcomes.values());
}
