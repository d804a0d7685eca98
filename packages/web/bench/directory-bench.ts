import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

/**
 * Server-render benchmark of the directory (not a test): /providers against the site's 404 page
 * (same layout and root loader, no search), on the production builds (`pnpm build` first): the API
 * with the demo seed on a throwaway PGlite folder, and the global site. Each request carries its own
 * visitor address (the site trusts loopback here, as behind a load balancer) so the API's per-address
 * search throttle sees many visitors, as it would in life. BENCH_SECONDS per scenario (10).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const root = resolve(import.meta.dirname, "../../..");

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

const children: ChildProcess[] = [];
const start = (cwd: string, script: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, [script], {
    cwd: join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
};
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("exit", stopAll);

async function ready(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds}s (did you run pnpm build?)`);
}

const [apiPort, sitePort] = [await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
const site = `http://127.0.0.1:${sitePort}`;
start("apps/api", "dist/main.js", {
  PORT: String(apiPort),
  DATA_DIR: mkdtempSync(join(tmpdir(), "bench-directory-")),
  SEED_ON_START: "1",
  LOG_LEVEL: "warn",
  PUBLIC_URL: api,
  ALLOWED_ORIGINS: site,
  DEMO_MODE: "1",
});
await ready(`${api}/healthz`, 180);
start("apps/global", "server.mjs", {
  PORT: String(sitePort),
  API_URL: api,
  GLOBAL_HOST: site,
  NIGERIA_HOST: `http://127.0.0.1:${await freePort()}`,
  NODE_ENV: "production",
  DEMO_MODE: "1",
  SESSION_SECRET: randomBytes(32).toString("base64url"),
  TRUSTED_PROXIES: "loopback",
});
await ready(`${site}/no-such-page`, 60);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
let visitor = 0;
const nextAddress = () => {
  visitor = (visitor + 1) % 65_000;
  return `10.9.${visitor >> 8}.${visitor & 255}`;
};

async function measure(path: string) {
  // Warm-up: the option lists' cache and the JIT.
  for (let i = 0; i < 5; i += 1)
    await fetch(`${site}${path}`, { headers: { "X-Forwarded-For": nextAddress() } });
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `${site}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": nextAddress() },
            }),
          },
        ],
      },
      (error, res) => (error ? fail(error) : done(res)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  times.sort((a, b) => a - b);
  return {
    path,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" "),
  };
}

try {
  // The 404 page first (the baseline); the home page (20 featured cards) for scale.
  const scenarios = [
    "/no-such-page",
    "/providers",
    "/providers?country=NG&gender=Female&page=2",
    "/providers?search=anxiety",
    "/",
  ];
  const rows = [];
  for (const path of scenarios) rows.push(await measure(path));
  const [baseline] = rows;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS}s each, global site production build, demo seed\n`);
  console.log("| route | requests | req/s | p50 ms | p95 ms | statuses | req/s vs 404 page |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    const ratio = baseline && baseline.rps > 0 ? (r.rps / baseline.rps).toFixed(2) : "–";
    console.log(
      `| ${r.path} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.statuses} | ${ratio} |`,
    );
  }
} finally {
  stopAll();
}
