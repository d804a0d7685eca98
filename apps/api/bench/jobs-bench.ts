/**
 * Job queue bench (docs/decisions/050-job-queue.md): pg-boss and graphile-worker, on PGlite and on
 * PostgreSQL. Each run enqueues N jobs one by one (one statement each, as the app does inside its
 * transactions), then a worker completes them; it reports the enqueue rate, the time until the
 * last job is done, and the latency from enqueue to run (p50/p95).
 *
 *   pnpm --filter @marketplace/api-server bench:jobs            # 1,000 jobs
 *   pnpm --filter @marketplace/api-server bench:jobs 200   # 200 jobs
 *
 * PostgreSQL comes from Debian's `postgresql` package on TEST_PG_PORT (default 54329).
 */
import { PGlite } from "@electric-sql/pglite";
import { Logger, run as runGraphile } from "graphile-worker";
import pg from "pg";
import { fromPglite, PgBoss } from "pg-boss";
import { startPostgres } from "../test/postgres-server.ts";

const N = Number(process.argv[2] ?? 1000);

interface Result {
  queue: string;
  database: string;
  enqueuePerSecond: number;
  totalMs: number;
  p50Ms: number;
  p95Ms: number;
  /** First start: creating the queue's schema. */
  startMs: number;
  note?: string;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

function summarise(
  queue: string,
  database: string,
  startMs: number,
  enqueueMs: number,
  start: number,
  end: number,
  latencies: number[],
): Result {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    queue,
    database,
    enqueuePerSecond: Math.round((N / enqueueMs) * 1000),
    totalMs: Math.round(end - start),
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    startMs: Math.round(startMs),
  };
}

async function benchPgBoss(boss: PgBoss, database: string): Promise<Result> {
  const booting = performance.now();
  await boss.start();
  await boss.createQueue("bench", { notify: true });
  const startMs = performance.now() - booting;
  const latencies: number[] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  await boss.work<{ at: number }>(
    "bench",
    { batchSize: 50, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
    async (jobs) => {
      for (const job of jobs) latencies.push(performance.now() - job.data.at);
      if (latencies.length >= N) done();
    },
  );
  const start = performance.now();
  for (let i = 0; i < N; i += 1) await boss.send("bench", { at: performance.now() });
  const enqueueMs = performance.now() - start;
  await finished;
  const end = performance.now();
  await boss.stop({ graceful: true });
  return summarise("pg-boss 12", database, startMs, enqueueMs, start, end, latencies);
}

async function benchGraphile(connectionString: string): Promise<Result> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const latencies: number[] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const booting = performance.now();
  const runner = await runGraphile({
    pgPool: pool,
    concurrency: 10,
    pollInterval: 500,
    noHandleSignals: true,
    logger: new Logger(() => () => {}),
    taskList: {
      bench: async (payload) => {
        latencies.push(performance.now() - (payload as { at: number }).at);
        if (latencies.length >= N) done();
      },
    },
  });
  const startMs = performance.now() - booting;
  const start = performance.now();
  // The SQL function the app would call inside its own transaction.
  for (let i = 0; i < N; i += 1) {
    await pool.query("select graphile_worker.add_job('bench', json_build_object('at', $1::float8))", [
      performance.now(),
    ]);
  }
  const enqueueMs = performance.now() - start;
  await finished;
  const end = performance.now();
  await runner.stop();
  await pool.end();
  return summarise("graphile-worker 0.18", "postgres", startMs, enqueueMs, start, end, latencies);
}

async function main() {
  const results: Result[] = [];

  const pglite = await PGlite.create("memory://");
  results.push(
    await benchPgBoss(
      new PgBoss({ db: fromPglite(pglite), backend: "pglite", useListenNotify: true }),
      "pglite",
    ),
  );
  await pglite.close();

  // graphile-worker talks to PostgreSQL only through a node-postgres Pool (connect, named
  // statements, LISTEN on a dedicated client): PGlite has no such pool, so it cannot run there.
  results.push({
    queue: "graphile-worker 0.18",
    database: "pglite",
    enqueuePerSecond: Number.NaN,
    totalMs: Number.NaN,
    p50Ms: Number.NaN,
    p95Ms: Number.NaN,
    startMs: Number.NaN,
    note: "cannot run: needs a pg.Pool / connection string",
  });

  const server = startPostgres(Number(process.env.TEST_PG_PORT ?? 54329));
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("create database bench_boss");
    await admin.query("create database bench_graphile");
    await admin.end();
    const base = new URL(server.url);
    const at = (name: string) => {
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    };
    results.push(
      await benchPgBoss(
        new PgBoss({ connectionString: at("bench_boss"), useListenNotify: true }),
        "postgres",
      ),
    );
    results.push(await benchGraphile(at("bench_graphile")));
  } finally {
    server.stop();
  }
  console.log(`${N} jobs, enqueued one by one, then completed by one worker`);
  console.table(results);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
