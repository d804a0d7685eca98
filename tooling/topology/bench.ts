import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { Client, journey, newAcknowledged, newRecord, percentile } from "./journey.ts";
import { cpuSeconds, type Stack, sleep, startStack, urls } from "./stack.ts";

/**
 * `pnpm bench:topology` (issue 29's figures; not a test): on the same layout as the topology test,
 *  1. the journey's throughput and p95 with one API process (called directly) and with two behind
 *     HAProxy, in the same run, and the API processes' CPU per request (/proc/<pid>/stat);
 *  2. live fan-out: 1,000 open GET /v1/stream connections (100 people × 10, half on each API process)
 *     and events delivered per second when every person gets events;
 *  3. the LISTEN/NOTIFY ceiling: notifications per second the primary carries to a listener, one
 *     transaction each, at rising rates, until the listener's lag grows.
 * The machine is shared and has 2 cores: the figures compare set-ups in one run, they are not capacity.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

async function journeys(stack: Stack, base: string, label: string, slug: string) {
  const record = newRecord();
  const client = new Client(base, record);
  const ack = newAcknowledged();
  const durations: number[] = [];
  let failures = 0;
  const pids = [stack.procs.api1.pid, stack.procs.api2.pid];
  const cpu0 = pids.map(cpuSeconds);
  const end = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, n) => {
      for (let i = 0; Date.now() < end; i++) {
        const s = performance.now();
        try {
          if (await journey(client, stack.primary, `b-${slug}-${n}-${i}`, ack))
            durations.push(performance.now() - s);
        } catch (err) {
          if (failures++ === 0) log(`${label}: first failure: ${(err as Error).message}`);
          await sleep(500);
        }
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const cpu = pids.map(cpuSeconds).map((c, i) => c - (cpu0[i] ?? 0));
  const cpuTotal = cpu.reduce((a, b) => a + b, 0);
  log(
    `${label}: ${durations.length} journeys in ${wall.toFixed(1)} s = ${(durations.length / wall).toFixed(2)} journeys/s ` +
      `(${CONCURRENCY} clients), journey p50 ${percentile(durations, 50).toFixed(0)} ms p95 ${percentile(durations, 95).toFixed(0)} ms; ` +
      `${record.requests} requests = ${(record.requests / wall).toFixed(1)} req/s, request p95 ${percentile(record.latencies, 95).toFixed(0)} ms; ` +
      `API CPU ${cpu.map((c) => c.toFixed(1)).join(" + ")} s = ${((cpuTotal * 1000) / Math.max(1, record.requests)).toFixed(1)} ms CPU/request; ` +
      `${failures} failed, ${record.unsafe.length} unsafe errors`,
  );
}

const ulid = () =>
  `01B${randomBytes(16)
    .toString("hex")
    .toUpperCase()
    .replace(/[ILOU]/g, "0")}`.slice(0, 26);

async function fanOut(stack: Stack) {
  const PEOPLE = 100;
  const PER_PERSON = 10;
  const people: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < PEOPLE; i++) {
    const id = ulid();
    const token = randomBytes(32).toString("base64url");
    people.push({ id, token });
    await stack.primary.query(
      `insert into users (id, role, email, password_hash, user_name) values ($1, 'client', $2, 'not-a-password', $3)`,
      [id, `fanout-${i}-${id}@example.com`, `fanout-${id}`],
    );
    await stack.primary.query(
      `insert into auth_sessions (id, user_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [ulid(), id, createHash("sha256").update(token).digest("hex")],
    );
  }
  let delivered = 0;
  let lastDelivery = 0;
  const requests: http.ClientRequest[] = [];
  const open = (base: string, token: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${base}/v1/stream`,
        { headers: { Authorization: `Bearer ${token}` }, agent: false },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            if (chunk.includes("event: ready")) resolve();
            const n = chunk.split("event: unread").length - 1;
            if (n > 0) {
              delivered += n;
              lastDelivery = performance.now();
            }
          });
        },
      );
      req.on("error", reject);
      requests.push(req);
    });
  const t0 = performance.now();
  for (const person of people) {
    await Promise.all(
      Array.from({ length: PER_PERSON }, (_, k) => open(k % 2 === 0 ? urls.api1 : urls.api2, person.token)),
    );
  }
  log(
    `fan-out: ${requests.length} streams open (${PEOPLE} people × ${PER_PERSON}, half on each API) in ${(performance.now() - t0).toFixed(0)} ms`,
  );
  await sleep(1_000);
  // Rounds of one event per person (each to that person's 10 streams), the next round once every
  // stream has its event: a stream sends one `unread` for events that queue up, so back-to-back
  // events would be counted short.
  const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 10);
  const perRound = PEOPLE * PER_PERSON;
  const roundMs: number[] = [];
  let complete = 0;
  for (let r = 0; r < ROUNDS; r++) {
    delivered = 0;
    const s0 = performance.now();
    await Promise.all(
      people.map((person) =>
        stack.primary.query("select pg_notify('live_events', $1)", [
          JSON.stringify({ type: "unread", userId: person.id }),
        ]),
      ),
    );
    const deadline = Date.now() + 20_000;
    while (delivered < perRound && Date.now() < deadline) await sleep(5);
    if (delivered >= perRound) complete++;
    roundMs.push(lastDelivery - s0);
    await sleep(200);
  }
  const totalMs = roundMs.reduce((a, b) => a + b, 0);
  log(
    `fan-out: ${ROUNDS} rounds of ${PEOPLE} events (one per person) to ${perRound} streams, ${complete}/${ROUNDS} rounds fully delivered; ` +
      `a round's last delivery after p50 ${percentile(roundMs, 50).toFixed(0)} ms, max ${Math.max(...roundMs).toFixed(0)} ms; ` +
      `${((ROUNDS * perRound) / (totalMs / 1000)).toFixed(0)} events/s delivered`,
  );
  for (const r of requests) r.destroy();
}

async function notifyCeiling(url: string) {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query("listen topology_bench");
  let received = 0;
  let lags: number[] = [];
  listener.on("notification", (n) => {
    received++;
    lags.push(Date.now() - Number(n.payload));
  });
  const senders = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  let ceiling = 0;
  for (const rate of [500, 1_000, 2_000, 4_000, 8_000, 16_000]) {
    received = 0;
    lags = [];
    const seconds = 3;
    const total = rate * seconds;
    const t0 = Date.now();
    let sent = 0;
    await Promise.all(
      senders.map(async (c) => {
        while (sent < total && Date.now() - t0 < seconds * 2_000) {
          const due = t0 + (sent / rate) * 1000;
          if (Date.now() < due) await sleep(due - Date.now());
          sent++;
          await c.query("select pg_notify('topology_bench', $1)", [String(Date.now())]);
        }
      }),
    );
    const sendSeconds = (Date.now() - t0) / 1000;
    await sleep(1_000);
    const p95 = percentile(lags, 95);
    const achieved = sent / sendSeconds;
    log(
      `NOTIFY at ${rate}/s asked: ${achieved.toFixed(0)}/s sent (one transaction each, 4 connections), ` +
        `${received}/${sent} heard, lag p50 ${percentile(lags, 50)} ms p95 ${p95} ms`,
    );
    if (received < sent || p95 > 250) {
      log(`LISTEN/NOTIFY: lag grows at ${rate}/s; ceiling ${ceiling || "< 500"} notifications/s`);
      break;
    }
    ceiling = Math.round(achieved);
    if (achieved < rate * 0.9) {
      log(
        `LISTEN/NOTIFY: the senders top out at ${ceiling}/s with the lag still p95 ${p95} ms: ` +
          "the primary's ceiling is above what this machine can send",
      );
      break;
    }
  }
  await Promise.all([listener.end(), ...senders.map((c) => c.end())]);
}

const stack = await startStack(log);
try {
  log(
    `cores: 2, shared; load average ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  await journeys(stack, urls.api1, "one API process (direct)", "one");
  await journeys(stack, urls.lbApi, "two API processes behind HAProxy", "two");
  await fanOut(stack);
  await notifyCeiling(stack.primaryUrl);
} finally {
  await stack.stop();
  log("stopped everything");
}
