import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { createServer } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { concerns } from "../src/db/schema/index.ts";
import { seedDatabase } from "../src/seed/seed.ts";
import { startPostgres } from "../test/postgres-server.ts";

/**
 * Search benchmark (not a test): seeds 10,000 providers, then measures GET /v1/providers under 50
 * concurrent connections with filters off and on. PGlite by default; BENCH_PG=1 or DATABASE_URL for a
 * real PostgreSQL server.
 */
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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
const [anxiety] = await database.db.select().from(concerns).where(eq(concerns.name, "Anxiety"));

// One address fires every request here: lift the per-address search throttle, or it would measure 429s.
const unthrottled = { points: Number.MAX_SAFE_INTEGER, durationSeconds: 60 };
const app = createServer({ db: database.db, throttles: { mutations: unthrottled, search: unthrottled } });
const server = serve({ fetch: app.fetch, port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address() as AddressInfo;

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const scenarios: Array<[string, string]> = [
  ["filters off (first page)", "/v1/providers"],
  ["filters off (page 40)", "/v1/providers?page=40"],
  ["text search", "/v1/providers?search=anxiety%20therapist"],
  [
    "filters on",
    `/v1/providers?country=NG&concern=${anxiety?.id}&minPrice=15000&maxPrice=40000&availableFrom=${inAWeek}&availableTo=${inAWeek}`,
  ],
  ["text search + filters", `/v1/providers?search=trauma&country=GB,US&isFree=false&gender=Female`],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

console.log(`\n| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const [name, path] of scenarios) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections: 50, duration: SECONDS },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} | ${result.non2xx} |`,
  );
}

server.close();
await database.close();
pgServer?.stop();
