import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { ulid } from "ulid";
import { createServer } from "../src/app.ts";
import { createSession } from "../src/auth/sessions.ts";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { createLiveBus } from "../src/live/live-bus.ts";
import { notify } from "../src/notifications/notify.ts";
import { startPostgres } from "../test/postgres-server.ts";

/**
 * Live-stream benchmark (not a test): opens BENCH_STREAMS (2,000) idle GET /v1/stream connections,
 * one per user, to one API process over real sockets, then writes notifications for random users
 * and measures how long each takes to reach that user's stream (LISTEN/NOTIFY → fan-out → SSE).
 * The target (docs/decisions/028-messaging.md): every event within 1 s with all streams open.
 * PGlite by default; BENCH_PG=1 or DATABASE_URL for a real PostgreSQL server.
 */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const TARGET_MS = 1000;

async function database() {
  if (process.env.DATABASE_URL)
    return { db: await openDatabase({ databaseUrl: process.env.DATABASE_URL }), stop: () => {} };
  if (process.env.BENCH_PG === "1") {
    const server = startPostgres();
    return { db: await openDatabase({ databaseUrl: server.url }), stop: server.stop };
  }
  return { db: await openDatabase({ dataDir: "memory://" }), stop: () => {} };
}

interface OpenStream {
  userId: string;
  waiters: Array<{ pattern: string; resolve: () => void }>;
  request: http.ClientRequest;
}

function openStream(port: number, userId: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const stream: OpenStream = { userId, waiters: [], request: undefined as unknown as http.ClientRequest };
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/stream",
        headers: { Authorization: `Bearer ${token}` },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (chunk.includes("event: ready")) resolve(stream);
          for (const w of [...stream.waiters]) {
            if (chunk.includes(w.pattern)) {
              stream.waiters.splice(stream.waiters.indexOf(w), 1);
              w.resolve();
            }
          }
        });
      },
    );
    request.on("error", reject);
    stream.request = request;
  });
}

async function main() {
  const { db: database_, stop } = await database();
  await database_.migrate();
  const db = database_.db;
  const tokens: Array<{ id: string; token: string }> = [];
  const rows = Array.from({ length: STREAMS }, (_, i) => ({
    id: ulid(),
    role: "client" as const,
    email: `stream-bench-${i}@example.com`,
    passwordHash: "not-a-password",
    userName: `stream-bench-${i}`,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(users).values(rows.slice(i, i + 500));
  for (const row of rows) tokens.push({ id: row.id, token: (await createSession(db, row.id)).token });

  const live = createLiveBus(db);
  const app = createServer({ db, live, linkSecret: "b".repeat(32) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;

  const started = Date.now();
  const streams: OpenStream[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100);
    streams.push(...(await Promise.all(batch.map((t) => openStream(port, t.id, t.token)))));
  }
  const openMs = Date.now() - started;
  const rss = process.memoryUsage().rss;

  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const target = streams[Math.floor(Math.random() * streams.length)] as OpenStream;
    const arrived = new Promise<void>((resolve) =>
      target.waiters.push({ pattern: "event: unread", resolve }),
    );
    const t0 = performance.now();
    await db.transaction((tx) =>
      notify(
        tx,
        {
          userId: target.userId,
          type: "in-app-booking-confirmed",
          title: "Bench",
          linkUrl: "/overview",
        },
        { siteOrigins: ["http://localhost:3000"], linkSecret: "bench-link-secret" },
      ),
    );
    await arrived;
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const p50 = latencies[Math.floor(latencies.length / 2)] ?? 0;
  const max = latencies[latencies.length - 1] ?? 0;
  console.log(
    `stream bench (${database_.kind}): ${streams.length} idle streams open in ${openMs} ms, ` +
      `${live.size()} subscribed, RSS ${(rss / 1024 / 1024).toFixed(0)} MB; ` +
      `event delivery over ${SAMPLES} samples: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms ` +
      `(target < ${TARGET_MS} ms: ${max < TARGET_MS ? "met" : "NOT met"})`,
  );
  for (const s of streams) s.request.destroy();
  await new Promise((r) => setTimeout(r, 200));
  server.close();
  await live.close();
  await database_.close();
  stop();
  if (max >= TARGET_MS) process.exitCode = 1;
}

await main();
