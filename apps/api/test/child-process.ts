import { type ChildProcess, spawn } from "node:child_process";
import { createServer as createNetServer } from "node:net";
import { resolve } from "node:path";

const apiDir = resolve(import.meta.dirname, "..");

/** A port nothing listens on now (the system's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Running {
  /** All it has written to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the output matches; rejects if the process exits first. */
  waitFor: (pattern: RegExp) => Promise<void>;
  exited: Promise<number | null>;
  signal: (name: NodeJS.Signals) => void;
}

/**
 * An API script (src/main.ts, a CLI) as a real process from source through tsx, in apps/api, with only
 * PATH, TZ=UTC and `env` in its environment. It is added to `children` for the caller to kill after.
 */
export function runScript(script: string, env: Record<string, string>, children: ChildProcess[]): Running {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? "", TZ: "UTC", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return {
    output: () => output,
    exited,
    signal: (name) => child.kill(name),
    waitFor: (pattern) =>
      new Promise((done, fail) => {
        const check = () => {
          if (pattern.test(output)) {
            listeners.delete(check);
            done();
          }
        };
        listeners.add(check);
        exited.then((code) => fail(new Error(`exited (${code}) before ${pattern}:\n${output}`)));
        check();
      }),
  };
}
