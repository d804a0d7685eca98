import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { inArray, sql } from "drizzle-orm";
import { createServer } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import {
  ageGroups,
  concerns,
  culturalBackgrounds,
  disciplines,
  languages,
  modalities,
  therapies,
} from "../src/db/schema/index.ts";
import { seedDatabase } from "../src/seed/seed.ts";
import { startPostgres } from "../test/postgres-server.ts";

/**
 * Search benchmark (not a test): seeds 10,000 providers, then measures GET /v1/providers under 50
 * concurrent connections with filters off and on, each right after a GET /healthz row (one `select 1`)
 * in the same run, so the figures say how close a search comes to the cheapest request this server
 * can answer on this machine at that moment. PGlite by default; BENCH_PG=1 or DATABASE_URL for a real PostgreSQL
 * server (a DATABASE_URL database that is already seeded is used as it is). BENCH_STRICT=1 exits non-zero
 * when a scenario's median share of its rounds is less than a quarter of /healthz.
 *
 * Each row also reports the CPU time per request of this process (the server and autocannon) and, when
 * PostgreSQL runs on this machine, of the pool's PostgreSQL backends (/proc). On a machine shared with
 * other work, req/s swings with the neighbours' load; CPU time per request mostly does not, so it is
 * the steadier figure for comparing two versions of the code.
 */
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Rounds over every scenario. On a shared machine one pair of rows swings by ±20 points, so each
 * scenario's share is the median of its rounds' shares (each round's row next to its own /healthz
 * row); the range is printed beside it.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_SEARCH_ROUNDS ?? 3));
const STRICT = process.env.BENCH_STRICT === "1";
/** The target: every search scenario at least a quarter of /healthz throughput. */
const MIN_RATIO = 0.25;

// BENCH_PG=1 runs against a throwaway PostgreSQL server (Debian's postgresql package).
const pgServer = process.env.BENCH_PG === "1" ? startPostgres(54339) : undefined;
const database = await openDatabase({
  databaseUrl: pgServer?.url ?? process.env.DATABASE_URL,
  dataDir: join(mkdtempSync(join(tmpdir(), "bench-db-")), "db"),
  poolSize: 20,
});
await database.migrate();
const seedStart = Date.now();
await seedDatabase(database.db, {
  uploadsDir: mkdtempSync(join(tmpdir(), "bench-uploads-")),
  providers: PROVIDERS,
  clients: 200,
  avatars: false,
});
console.log(
  `seeded ${PROVIDERS} providers on ${database.kind} in ${((Date.now() - seedStart) / 1000).toFixed(1)}s`,
);

const { db } = database;
// A live database is vacuumed and analysed by autovacuum; one seeded a second ago is not yet, and the
// planner would work from empty statistics.
await db.execute(sql`vacuum analyze`);
const idsOf = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id).join(",");
const [anxiety, concernIds, therapyIds, languageIds, disciplineIds, modalityIds, ageIds, backgroundIds] =
  await Promise.all([
    idsOf(
      db
        .select({ id: concerns.id })
        .from(concerns)
        .where(inArray(concerns.name, ["Anxiety"])),
    ),
    idsOf(
      db
        .select({ id: concerns.id })
        .from(concerns)
        .where(inArray(concerns.name, ["Anxiety", "Depression", "Stress", "Trauma", "Grief"])),
    ),
    idsOf(db.select({ id: therapies.id }).from(therapies).limit(3)),
    idsOf(db.select({ id: languages.id }).from(languages).limit(4)),
    idsOf(db.select({ id: disciplines.id }).from(disciplines).limit(3)),
    idsOf(db.select({ id: modalities.id }).from(modalities).limit(2)),
    idsOf(db.select({ id: ageGroups.id }).from(ageGroups).limit(2)),
    idsOf(db.select({ id: culturalBackgrounds.id }).from(culturalBackgrounds).limit(3)),
  ]);

// One address fires every request here: lift the per-address search throttle, or it would measure 429s.
const unthrottled = { points: Number.MAX_SAFE_INTEGER, durationSeconds: 60 };
const app = createServer({ db, throttles: { mutations: unthrottled, search: unthrottled } });
const server = serve({ fetch: app.fetch, port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address() as AddressInfo;

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const scenarios: Array<[string, string]> = [
  ["filters off (first page)", "/v1/providers"],
  ["filters off (page 40)", "/v1/providers?page=40"],
  ["text search", "/v1/providers?search=anxiety%20therapist"],
  [
    "filters on",
    `/v1/providers?country=NG&concern=${anxiety}&minPrice=15000&maxPrice=40000&availableFrom=${inAWeek}&availableTo=${inAWeek}`,
  ],
  ["text search + filters", `/v1/providers?search=trauma&country=GB,US&isFree=false&gender=Female`],
  [
    "many filters at once",
    `/v1/providers?country=NG,GB,US&concern=${concernIds}&therapy=${therapyIds}&language=${languageIds}` +
      `&discipline=${disciplineIds}&modality=${modalityIds}&ageGroup=${ageIds}&ethnicity=${backgroundIds}` +
      `&gender=Female,Male&minPrice=0&maxPrice=100000&availableFrom=${inAWeek}&availableTo=${inTwoWeeks}`,
  ],
  ["city", "/v1/providers?country=GB&city=London"],
];

/** CPU seconds (user + system) of a process, from /proc; 0 when it is not visible from here. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function processCpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces, hence the last ")"): utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop()?.trim().split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}
/** The PostgreSQL backends serving this database (none on PGlite, which runs in this process). */
async function backendPids(): Promise<number[]> {
  if (database.kind !== "postgres") return [];
  const rows = await db
    .select({ pid: sql<number>`pid`.mapWith(Number) })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and backend_type = 'client backend'`);
  return rows.map((row) => row.pid);
}
async function backendsCpuSeconds(pids: number[]): Promise<Map<number, number>> {
  return new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

interface Measured {
  reqPerSec: number;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, plus requests that failed or timed out. */
  failed: number;
  /** CPU milliseconds per request: this process (server and autocannon), PostgreSQL's backends. */
  nodeCpuMs: number;
  pgCpuMs: number;
}

async function measure(path: string): Promise<Measured> {
  // Requests still queued from the previous row (PGlite answers one query at a time) would count
  // against this one: one /healthz answered first means the server is idle again.
  await fetch(`http://127.0.0.1:${port}/healthz`);
  const times: number[] = [];
  const pids = await backendPids();
  const pgBefore = await backendsCpuSeconds(pids);
  const nodeBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections: 50, duration: SECONDS },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const node = process.cpuUsage(nodeBefore);
  // A backend the pool opened during the row started from zero; one it closed is lost (rare: idle 10 s).
  const pgAfter = await backendsCpuSeconds([...new Set([...pids, ...(await backendPids())])]);
  let pgSeconds = 0;
  for (const [pid, seconds] of pgAfter) if (seconds > 0) pgSeconds += seconds - (pgBefore.get(pid) ?? 0);
  const perRequest = (seconds: number) =>
    result.requests.total > 0 ? (seconds * 1000) / result.requests.total : 0;
  times.sort((a, b) => a - b);
  return {
    nodeCpuMs: perRequest((node.user + node.system) / 1e6),
    pgCpuMs: perRequest(pgSeconds),
    reqPerSec: result.requests.average,
    total: result.requests.total,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

// Warm-up, not measured: the first row would otherwise pay for JIT compilation and for every pooled
// connection's first look at the tables.
for (const path of ["/healthz", ...scenarios.map(([, p]) => p)]) {
  await Promise.all(
    Array.from({ length: 50 }, () => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.arrayBuffer())),
  );
}

// Each scenario runs right after its own /healthz row: the machine is shared and its load drifts
// within a run, so the yardstick is measured next to what it measures.
const rounds = new Map<string, Array<{ search: Measured; health: Measured }>>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, path] of scenarios) {
    const health = await measure("/healthz");
    const search = await measure(path);
    rounds.set(name, [...(rounds.get(name) ?? []), { search, health }]);
  }
}

const fmt = (n: number) => n.toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
console.log(
  `\n${database.kind}, ${PROVIDERS} providers, ${SECONDS}s per row, 50 connections, ${ROUNDS} round(s); medians of the rounds`,
);
console.log(
  `| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | failed | /healthz req/s just before | of /healthz | rounds' range | CPU ms/request: node + PostgreSQL | /healthz's |`,
);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
const short: string[] = [];
const cpu = (ms: Array<{ node: number; pg: number }>) =>
  `${median(ms.map((m) => m.node)).toFixed(2)} + ${median(ms.map((m) => m.pg)).toFixed(2)}`;
for (const [name] of scenarios) {
  const runs = rounds.get(name) ?? [];
  const searches = runs.map((r) => r.search);
  const healths = runs.map((r) => r.health);
  const ratios = runs.map((r) => r.search.reqPerSec / r.health.reqPerSec);
  const ratio = median(ratios);
  const failed = searches.reduce((sum, m) => sum + m.failed, 0);
  if (ratio < MIN_RATIO || failed > 0) short.push(name);
  const of = (pick: (m: Measured) => number, list = searches) => median(list.map(pick));
  console.log(
    `| ${name} | ${searches.reduce((sum, m) => sum + m.total, 0)} | ${of((m) => m.reqPerSec).toFixed(0)} | ${fmt(of((m) => m.p50))} | ${fmt(of((m) => m.p95))} | ${fmt(of((m) => m.p99))} | ${failed} | ${of((m) => m.reqPerSec, healths).toFixed(0)} | ${pct(ratio)} | ${pct(Math.min(...ratios))}–${pct(Math.max(...ratios))} | ${cpu(searches.map((m) => ({ node: m.nodeCpuMs, pg: m.pgCpuMs })))} | ${cpu(healths.map((m) => ({ node: m.nodeCpuMs, pg: m.pgCpuMs })))} |`,
  );
}

server.close();
await database.close();
pgServer?.stop();

if (short.length > 0) {
  console.log(`\nmedian under ${MIN_RATIO * 100} % of /healthz, or failing: ${short.join("; ")}`);
  if (STRICT) process.exitCode = 1;
}
