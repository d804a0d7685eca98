import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, type Running, runScript } from "../test/child-process.ts";
import { DEMO_SEED_REFUSED } from "./seed/demo-guard.ts";

/**
 * The API and the seed as real processes (run from source through tsx), on throwaway data folders:
 * the data-folder lock, graceful shutdown and the production refusals only show in a real process.
 */
const folders: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), "api-process-"));
  folders.push(folder);
  return folder;
}

async function run(script: string, env: Record<string, string>): Promise<Running & { port: number }> {
  const port = await freePort();
  const withPort = { HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env };
  return { port, ...runScript(script, withPort, children) };
}

const startApi = (dataDir: string, env: Record<string, string> = {}) =>
  run("src/main.ts", { DATA_DIR: dataDir, ...env });
const listening = /API listening on port/;
// Each test starts several Node processes that compile TypeScript on the fly: slow on a busy machine.
const PROCESS_TIMEOUT = { timeout: 300_000 };

describe("one process per data folder", PROCESS_TIMEOUT, () => {
  it("refuses a second API and the seed while one runs, naming the folder; a new one starts after it stops", async () => {
    const dataDir = tempFolder();
    const first = await startApi(dataDir);
    await first.waitFor(listening);

    const second = await startApi(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${join(dataDir, "db")} is in use by another process`);
    expect(second.output()).not.toMatch(/\n\s+at /); // one clear line, no stack trace

    const seed = await run("src/seed/seed-cli.ts", { DATA_DIR: dataDir });
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(`The data folder ${join(dataDir, "db")} is in use by another process`);

    first.signal("SIGTERM");
    expect(await first.exited).toBe(0);

    const third = await startApi(dataDir);
    await third.waitFor(listening);
    expect((await fetch(`http://127.0.0.1:${third.port}/healthz`)).status).toBe(200);
    third.signal("SIGINT");
    expect(await third.exited).toBe(0);
  });

  it("takes over the stale lock a crashed process left behind", async () => {
    const dataDir = tempFolder();
    mkdirSync(join(dataDir, "db"), { recursive: true });
    const lockDir = join(dataDir, "db.lock");
    mkdirSync(lockDir);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockDir, aMinuteAgo, aMinuteAgo);
    const api = await startApi(dataDir);
    await api.waitFor(listening);
    api.signal("SIGTERM");
    expect(await api.exited).toBe(0);
  });
});

describe("graceful shutdown", PROCESS_TIMEOUT, () => {
  it("finishes an in-flight request after SIGTERM, refuses new ones, then exits 0", async () => {
    const api = await startApi(tempFolder());
    await api.waitFor(listening);
    // On PGlite the one process also runs the background jobs (decision 050).
    await api.waitFor(/worker running background jobs \(pglite\)/);

    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: api.port,
          method: "POST",
          path: "/v1/newsletter/subscribe",
          headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => done({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", fail);
      req.write('{"email":"slow.reader');
      setTimeout(() => {
        api.signal("SIGTERM");
        api
          .waitFor(/finishing in-flight requests/)
          .then(async () => {
            await expect(fetch(`http://127.0.0.1:${api.port}/healthz`)).rejects.toThrow();
            req.end('@example.com"}');
          })
          .catch(fail);
      }, 500);
    });

    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty("data");
    expect(await api.exited).toBe(0);
    expect(api.output()).toMatch(/"msg":"closed"/);
  });
});

describe("roles (docs/decisions/050-job-queue.md)", PROCESS_TIMEOUT, () => {
  // main.ts on PGlite also running the jobs is checked by the SIGTERM test above.
  it("the worker entry runs jobs with no listener and stops on SIGTERM", async () => {
    const worker = await run("src/worker.ts", { DATA_DIR: tempFolder() });
    await worker.waitFor(/worker running background jobs/);
    await expect(fetch(`http://127.0.0.1:${worker.port}/livez`)).rejects.toThrow();
    worker.signal("SIGTERM");
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toMatch(/finishing jobs in progress/);
    expect(worker.output()).not.toMatch(listening);
  });
});

describe("readiness on SIGTERM", PROCESS_TIMEOUT, () => {
  it("answers /readyz 503 at once while still serving for READINESS_GRACE_MS, then stops and exits 0", async () => {
    const api = await startApi(tempFolder(), { READINESS_GRACE_MS: "3000" });
    await api.waitFor(listening);
    const base = `http://127.0.0.1:${api.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    api.signal("SIGTERM");
    await api.waitFor(/not ready; still serving for 3000 ms/);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, ((await ready.json()) as { draining: boolean }).draining]).toEqual([503, true]);
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect(await api.exited).toBe(0);
    expect(api.output()).toMatch(/"msg":"closed"/);
  });
});

describe("production without DEMO_MODE", PROCESS_TIMEOUT, () => {
  const production = { NODE_ENV: "production" };
  const configured = {
    ...production,
    PUBLIC_URL: "https://api.tranquil.example",
    ALLOWED_ORIGINS: "https://www.tranquil.example",
    PAYMENT_GATEWAY_NGN: "sandbox",
    PAYMENT_GATEWAY_GLOBAL: "sandbox",
    FILE_LINK_SECRET: "a-production-secret-of-32-chars-or-more",
  };

  it("refuses to start without PUBLIC_URL and ALLOWED_ORIGINS, naming each", async () => {
    const api = await startApi(tempFolder(), production);
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain("PUBLIC_URL: PUBLIC_URL is required in production");
    expect(api.output()).toContain("ALLOWED_ORIGINS: ALLOWED_ORIGINS is required in production");
  });

  it("refuses to seed the demo accounts, from SEED_ON_START or the seed command", async () => {
    const api = await startApi(tempFolder(), { ...configured, SEED_ON_START: "1" });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(DEMO_SEED_REFUSED);

    const seed = await run("src/seed/seed-cli.ts", { ...configured, DATA_DIR: tempFolder() });
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(DEMO_SEED_REFUSED);
  });
});
