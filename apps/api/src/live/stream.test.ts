import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, signUpClient } from "../../test/booking-fixtures.ts";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app.ts";
import { createServer } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { notify } from "../notifications/notify.ts";
import { createLiveBus, MAX_STREAMS_PER_USER } from "./live-bus.ts";
import { LIVE_CHANNEL } from "./live-events.ts";
import { TOO_MANY_STREAMS } from "./stream-routes.ts";

let t: TestApp;
let client: { token: string; id: string };
let provider: { token: string; id: string };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Reads an event stream until `until` matches what arrived, or fails after `ms`. */
async function readUntil(response: Response, until: RegExp, ms = 5000): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  try {
    while (!until.test(text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${until} in: ${text}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timeout; got: ${text}`)), left)),
      ]);
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text;
}

/** Reads an event stream bit by bit: `until` waits for the text read since `from` to match a pattern. */
function streamReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    async until(pattern: RegExp, from = 0, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!pattern.test(text.slice(from))) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${pattern} in: ${text}`);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`timeout waiting for ${pattern}; got: ${text}`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error(`the stream ended without ${pattern}: ${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text.slice(from);
    },
    /** How much has been read so far: an `until` from here looks at what arrives next only. */
    mark: () => text.length,
    cancel: () => reader.cancel().catch(() => {}),
  };
}

function send(app: TestApp["app"], token: string, receiver: string, message: string) {
  const form = new FormData();
  form.append("receiver", receiver);
  form.append("message", message);
  return app.request("/v1/messages", { method: "POST", headers: auth(token), body: form });
}

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 }, { streamHeartbeatMs: 200 });
  const p = await t.login("provider@demo.tranquil.example");
  provider = { token: p.token, id: p.user.identifier };
  const c = await signUpClient(t, "stream-client@example.com", "Ngozi");
  client = { token: c.token, id: c.user.identifier };
  await insertBooking(t, { clientId: client.id, providerId: provider.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("GET /v1/stream", () => {
  it("needs a sign-in", async () => {
    expect((await t.app.request("/v1/stream")).status).toBe(401);
  });

  it("delivers a new message, heartbeats and unread counts to the receiver", async () => {
    const stream = await t.app.request("/v1/stream", { headers: auth(provider.token) });
    expect(stream.headers.get("Content-Type")).toMatch(/text\/event-stream/);
    const reading = readUntil(stream, /event: unread[\s\S]*heartbeat|heartbeat[\s\S]*event: unread/);
    await new Promise((r) => setTimeout(r, 100));
    expect((await send(t.app, client.token, provider.id, "Are you there?")).status).toBe(201);
    const text = await reading;
    expect(text).toContain("event: ready");
    expect(text).toContain(`"change":"created"`);
    expect(text).toContain(`"conversation":"${client.id}"`);
    expect(text).toMatch(/"messages":[1-9]/);
  });

  it("delivers notifications' unread counts (notify publishes)", async () => {
    const stream = await t.app.request("/v1/stream", { headers: auth(client.token) });
    const reading = readUntil(stream, /"notifications":[1-9]/);
    await new Promise((r) => setTimeout(r, 100));
    await t.database.db.transaction((tx) =>
      notify(
        tx,
        {
          userId: client.id,
          type: "in-app-booking-confirmed",
          title: "Confirmed",
          linkUrl: "/overview",
        },
        { siteOrigins: ["http://global.test"], linkSecret: "stream-test-link-secret" },
      ),
    );
    expect(await reading).toContain("event: unread");
  });

  it(`refuses an account's stream past ${MAX_STREAMS_PER_USER} on one process with 429, and frees a place when one closes`, async () => {
    const bus = createLiveBus(t.database.db);
    const app = createServer({ db: t.database.db, live: bus, streamHeartbeatMs: 1000 });
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const response = await app.request("/v1/stream", { headers: auth(client.token) });
      expect(response.status).toBe(200);
      const reader = streamReader(response);
      await reader.until(/event: ready/);
      open.push(reader);
    }
    const refused = await app.request("/v1/stream", { headers: auth(client.token) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS });
    // Another account is not counted against this one.
    const other = await app.request("/v1/stream", { headers: auth(provider.token) });
    expect(other.status).toBe(200);
    await streamReader(other).cancel();

    await open.pop()?.cancel();
    await new Promise((r) => setTimeout(r, 100));
    const again = await app.request("/v1/stream", { headers: auth(client.token) });
    expect(again.status).toBe(200);
    await streamReader(again).cancel();
    await Promise.all(open.map((reader) => reader.cancel()));
    await new Promise((r) => setTimeout(r, 100));
    expect(bus.size()).toBe(0);
    await bus.close();
  });

  it(`frees the places of streams whose connection closes at once, not at the next heartbeat: ${MAX_STREAMS_PER_USER} open and closed over TCP, then one more`, async () => {
    // A heartbeat far away: only the connection's close can free the places in time.
    const bus = createLiveBus(t.database.db);
    const app = createServer({ db: t.database.db, live: bus, streamHeartbeatMs: 60_000 });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise<void>((done) => server.once("listening", () => done()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Each stream on a connection of its own, as a browser's reloaded page opens one, then closed.
      for (let round = 0; round < 2; round++) {
        const aborts: AbortController[] = [];
        for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
          const abort = new AbortController();
          const response = await fetch(`${base}/v1/stream`, {
            headers: { ...auth(client.token), Connection: "close" },
            signal: abort.signal,
          });
          expect(response.status).toBe(200);
          await streamReader(response).until(/event: ready/);
          aborts.push(abort);
        }
        expect(bus.sizeOf(client.id)).toBe(MAX_STREAMS_PER_USER);
        for (const abort of aborts) abort.abort();
        const deadline = Date.now() + 2000;
        while (bus.sizeOf(client.id) > 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        expect(bus.sizeOf(client.id)).toBe(0);
        const next = new AbortController();
        const again = await fetch(`${base}/v1/stream`, { headers: auth(client.token), signal: next.signal });
        expect(again.status).toBe(200);
        await streamReader(again).until(/event: ready/);
        next.abort();
      }
    } finally {
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
      await bus.close();
    }
  });

  it("frees a closed stream's subscription", async () => {
    const bus = createLiveBus(t.database.db);
    const app = createServer({ db: t.database.db, live: bus, streamHeartbeatMs: 50 });
    const stream = await app.request("/v1/stream", { headers: auth(client.token) });
    await readUntil(stream, /event: ready/);
    await new Promise((r) => setTimeout(r, 200));
    expect(bus.size()).toBe(0);
    await bus.close();
  });
});

describe.runIf(onPostgres())("two API processes on one PostgreSQL", () => {
  let second: Database | undefined;
  afterAll(() => second?.close());

  it("deliver each other's events", async () => {
    const url = (
      (t.database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }
    ).connectionString;
    second = await openDatabase({ databaseUrl: url });
    const busA = createLiveBus(t.database.db);
    const busB = createLiveBus(second.db);
    const a = createServer({ db: t.database.db, live: busA, linkSecret: "s".repeat(32) });
    const b = createServer({ db: second.db, live: busB, linkSecret: "s".repeat(32) });
    const stream = await a.request("/v1/stream", { headers: auth(provider.token) });
    const reading = readUntil(stream, /Cross-process|"change":"created"/);
    await busA.ready();
    expect((await send(b, client.token, provider.id, "Cross-process")).status).toBe(201);
    expect(await reading).toContain(`"conversation":"${client.id}"`);
    await Promise.all([busA.close(), busB.close()]);
  });

  it("reconnects after its LISTEN backend is terminated: open streams resync and the next message arrives live", async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args), info: () => {} };
    const bus = createLiveBus(t.database.db, { logger, backoff: { initialMs: 50, maxMs: 400 } });
    const app = createServer({
      db: t.database.db,
      live: bus,
      linkSecret: "s".repeat(32),
      streamHeartbeatMs: 5000,
    });
    const stream = streamReader(await app.request("/v1/stream", { headers: auth(provider.token) }));
    await stream.until(/event: ready/);
    expect((await send(app, client.token, provider.id, "Before the hiccup")).status).toBe(201);
    await stream.until(/"change":"created"/);

    const terminated = stream.mark();
    // Every LISTEN connection on this test's database (this bus's, and the test app's own).
    const { rows } = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`} and pid <> pg_backend_pid()`,
    )) as unknown as { rows: Array<{ done: boolean }> };
    expect(rows.some((row) => row.done)).toBe(true);

    // The stream is told to fetch again what it shows, with the counts as they are now.
    await stream.until(/event: resync\ndata: \{"messages":\d+,"notifications":\d+\}/, terminated);
    expect(warnings.length).toBeGreaterThan(0);
    const resynced = stream.mark();
    expect((await send(app, client.token, provider.id, "After the hiccup")).status).toBe(201);
    const later = await stream.until(/"change":"created"/, resynced);
    expect(later).toContain("event: message");
    expect(later).toContain(`"conversation":"${client.id}"`);
    await stream.cancel();
    await bus.close();
  });
});
