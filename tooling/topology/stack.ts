import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import S3rver from "s3rver";
import { startPrimaryAndStandby } from "../../apps/api/test/postgres-server.ts";

/**
 * The production layout of issue 29 on this machine, every address on loopback: a PostgreSQL primary
 * and a streaming standby (Debian's PostgreSQL, pg_basebackup), an S3-compatible store (s3rver), the
 * migrations and the demo seed as deploy steps, two API processes (`API_ROLE=http`), one worker, one
 * process per site, and Debian's HAProxy with deploy/haproxy/haproxy.cfg in front. Each process is
 * started from the BUILT apps with the entry commands deploy/ uses. `stop` ends everything it
 * started (and is safe to call twice).
 */

export const root = fileURLToPath(new URL("../../", import.meta.url));
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
/**
 * Its own PostgreSQL pair, 20 and 30 above the API suite's server: `npm test` runs both side by side,
 * and on one port the second `pg_ctl start` fails.
 */
const PG_PORT = Number(process.env.TEST_PG_PORT ?? 54329) + 20;
const STANDBY_PORT = PG_PORT + 10;

/** Ports: beside (not on) the e2e suite's 4000/3000/3001 of the same PORT_OFFSET. */
export const ports = {
  api1: 4010 + OFFSET,
  api2: 4011 + OFFSET,
  global: 3010 + OFFSET,
  nigeria: 3011 + OFFSET,
  s3: 4020 + OFFSET,
  lbGlobal: 8080 + OFFSET,
  lbNigeria: 8081 + OFFSET,
  lbApi: 8082 + OFFSET,
  lbStats: 8404 + OFFSET,
};

export const urls = {
  api1: `http://127.0.0.1:${ports.api1}`,
  api2: `http://127.0.0.1:${ports.api2}`,
  lbApi: `http://127.0.0.1:${ports.lbApi}`,
  lbGlobal: `http://127.0.0.1:${ports.lbGlobal}`,
  lbNigeria: `http://127.0.0.1:${ports.lbNigeria}`,
};

const BUCKET = "tranquil-topology";
const secret = (c: string) => c.repeat(40);

export type Name = "api1" | "api2" | "worker" | "global" | "nigeria" | "haproxy";

export class Proc {
  child: ChildProcess | undefined;
  exited: Promise<number | null> = Promise.resolve(null);
  constructor(
    readonly name: Name,
    private readonly command: string,
    private readonly args: string[],
    private readonly cwd: string,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  start() {
    const log = createWriteStream(this.logFile, { flags: "a" });
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...this.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    return this;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends `signal` to this process only and waits (at most `timeoutMs`) for it to exit. */
  async stop(signal: NodeJS.Signals = "SIGTERM", timeoutMs = 30_000) {
    if (!this.running) return;
    this.child?.kill(signal);
    const timer = new Promise<"late">((r) => setTimeout(() => r("late"), timeoutMs).unref());
    if ((await Promise.race([this.exited, timer])) === "late") {
      this.child?.kill("SIGKILL");
      await this.exited;
    }
  }

  log() {
    try {
      return readFileSync(this.logFile, "utf8");
    } catch {
      return "";
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until GET `url` answers 200 (at most `timeoutMs`). */
export async function waitFor(url: string, timeoutMs = 120_000, proc?: Proc) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (proc && !proc.running)
      throw new Error(`${proc.name} exited while starting:\n${proc.log().slice(-3000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs} ms${proc ? `:\n${proc.log().slice(-3000)}` : ""}`,
  );
}

/** The servers HAProxy's stats page lists as UP. */
export async function upServers(): Promise<Set<string>> {
  const res = await fetch(`http://127.0.0.1:${ports.lbStats}/stats;csv`);
  const up = new Set<string>();
  for (const line of (await res.text()).split("\n")) {
    const cols = line.split(",");
    if (cols[1] && !["FRONTEND", "BACKEND", "svname"].includes(cols[1]) && cols[17]?.startsWith("UP"))
      up.add(cols[1]);
  }
  return up;
}

export async function waitUp(names: string[], timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const up = await upServers().catch(() => new Set<string>());
    if (names.every((n) => up.has(n))) return;
    await sleep(250);
  }
  throw new Error(`HAProxy did not see ${names.join(", ")} UP within ${timeoutMs} ms`);
}

export interface Stack {
  primary: pg.Pool;
  standby: pg.Pool;
  primaryUrl: string;
  procs: Record<Name, Proc>;
  dir: string;
  restart(name: Name): Promise<void>;
  stop(): Promise<void>;
}

/** Runs a deploy step to its end without blocking this process (s3rver answers the seed from here). */
function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (d: Buffer) => {
      output += d.toString();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

export async function startStack(log: (line: string) => void): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), "tranquil-topology-"));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];
  const procs = {} as Record<Name, Proc>;
  let stopped = false;
  // Ctrl-C or a SIGTERM to this script still stops everything it started.
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    // In parallel: each process drains for its READINESS_GRACE_MS (5 s in production) first.
    await Promise.all(Object.values(procs).map((p) => p.stop("SIGTERM", 15_000).catch(() => {})));
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  };
  try {
    let t = Date.now();
    const db = startPrimaryAndStandby(PG_PORT, STANDBY_PORT);
    cleanups.push(() => db.stop());
    log(`PostgreSQL primary :${PG_PORT} and streaming standby :${STANDBY_PORT} (${Date.now() - t} ms)`);

    const s3 = new S3rver({
      address: "127.0.0.1",
      port: ports.s3,
      silent: true,
      directory: join(dir, "s3"),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3.run();
    cleanups.push(() => s3.close());

    const apiEnv: Record<string, string> = {
      NODE_ENV: "production",
      // A demo deployment: the demo accounts and the sandbox payment gateway are allowed.
      DEMO_MODE: "1",
      DATABASE_URL: db.url,
      DATABASE_REPLICA_URL: db.standbyUrl,
      HOST: "127.0.0.1",
      PUBLIC_URL: urls.lbApi,
      ALLOWED_ORIGINS: `${urls.lbGlobal},${urls.lbNigeria}`,
      TRUSTED_PROXIES: "loopback",
      FILE_LINK_SECRET: secret("f"),
      FILE_STORE: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_FORCE_PATH_STYLE: "1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      PAYMENT_GATEWAY_NGN: "sandbox",
      PAYMENT_GATEWAY_GLOBAL: "sandbox",
      METRICS_TOKEN: secret("m"),
      // Production's level: every request is logged, so the test finds the journeys' words if a line
      // carries them (logs never carry health data, topology.ts).
      LOG_LEVEL: "info",
    };
    const apiDir = join(root, "apps/api");
    t = Date.now();
    await run("node", ["dist/db/migrate-cli.js"], apiDir, { DATABASE_URL: db.url });
    log(`migrations applied (node dist/db/migrate-cli.js, ${Date.now() - t} ms)`);
    t = Date.now();
    await run("node", ["dist/seed/seed-cli.js"], apiDir, { ...apiEnv, DATA_DIR: join(dir, "seed") });
    log(`demo data seeded (${Date.now() - t} ms)`);

    const api = (name: "api1" | "api2") =>
      new Proc(
        name,
        "node",
        ["--import", "./dist/telemetry/preload.js", "dist/main.js"],
        apiDir,
        { ...apiEnv, API_ROLE: "http", PORT: String(ports[name]) },
        join(dir, `${name}.log`),
      );
    procs.api1 = api("api1");
    procs.api2 = api("api2");
    procs.worker = new Proc(
      "worker",
      "node",
      ["--import", "./dist/telemetry/preload.js", "dist/worker.js"],
      apiDir,
      apiEnv,
      join(dir, "worker.log"),
    );
    const siteEnv = {
      NODE_ENV: "production",
      DEMO_MODE: "1",
      API_URL: urls.lbApi,
      GLOBAL_HOST: urls.lbGlobal,
      NIGERIA_HOST: urls.lbNigeria,
      SESSION_SECRET: secret("s"),
      METRICS_TOKEN: secret("m"),
      TRUSTED_PROXIES: "loopback",
      FILE_STORE_ORIGIN: `http://127.0.0.1:${ports.s3}`,
    };
    for (const site of ["global", "nigeria"] as const) {
      procs[site] = new Proc(
        site,
        "node",
        ["--import", "@marketplace/web/telemetry", "server.mjs"],
        join(root, `apps/${site}`),
        { ...siteEnv, PORT: String(ports[site]) },
        join(dir, `${site}.log`),
      );
    }
    procs.haproxy = new Proc(
      "haproxy",
      "/usr/sbin/haproxy",
      ["-db", "-f", join(root, "deploy/haproxy/haproxy.cfg")],
      dir,
      {
        LB_GLOBAL_PORT: String(ports.lbGlobal),
        LB_NIGERIA_PORT: String(ports.lbNigeria),
        LB_API_PORT: String(ports.lbApi),
        LB_STATS_PORT: String(ports.lbStats),
        API_SERVER_1: `127.0.0.1:${ports.api1}`,
        API_SERVER_2: `127.0.0.1:${ports.api2}`,
        GLOBAL_SERVER: `127.0.0.1:${ports.global}`,
        NIGERIA_SERVER: `127.0.0.1:${ports.nigeria}`,
      },
      join(dir, "haproxy.log"),
    );
    t = Date.now();
    for (const p of Object.values(procs)) p.start();
    await Promise.all([
      waitFor(`${urls.api1}/readyz`, 120_000, procs.api1),
      waitFor(`${urls.api2}/readyz`, 120_000, procs.api2),
      waitFor(`http://127.0.0.1:${ports.global}/readyz`, 120_000, procs.global),
      waitFor(`http://127.0.0.1:${ports.nigeria}/readyz`, 120_000, procs.nigeria),
    ]);
    await waitUp(["api1", "api2", "global1", "nigeria1"]);
    await waitForWorker(procs.worker);
    log(`2 API processes, worker, 2 sites and HAProxy up (${Date.now() - t} ms)`);

    const primary = new pg.Pool({ connectionString: db.url, max: 4 });
    const standby = new pg.Pool({ connectionString: db.standbyUrl, max: 2 });
    cleanups.push(() => primary.end());
    cleanups.push(() => standby.end());

    const readyUrl: Partial<Record<Name, string>> = {
      api1: `${urls.api1}/readyz`,
      api2: `${urls.api2}/readyz`,
      global: `http://127.0.0.1:${ports.global}/readyz`,
      nigeria: `http://127.0.0.1:${ports.nigeria}/readyz`,
    };
    return {
      primary,
      standby,
      primaryUrl: db.url,
      procs,
      dir,
      async restart(name) {
        const p = procs[name];
        p.start();
        const url = readyUrl[name];
        if (url) await waitFor(url, 120_000, p);
      },
      stop,
    };
  } catch (err) {
    const logs = Object.values(procs)
      .map((p) => `--- ${p.name}\n${p.log().slice(-2000)}`)
      .join("\n");
    await stop();
    throw new Error(`${(err as Error).message}\n${logs}`);
  }
}

/** The worker has no HTTP port: it is up once it has logged nothing fatal for a moment and still runs. */
async function waitForWorker(worker: Proc) {
  await sleep(1_000);
  if (!worker.running) throw new Error(`the worker exited:\n${worker.log().slice(-3000)}`);
}

/** User + system CPU seconds a process has used (/proc/<pid>/stat, clock ticks of 1/100 s). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
