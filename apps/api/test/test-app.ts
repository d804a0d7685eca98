import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { createServer, type ServerOptions } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { listOutbox } from "../src/mail/outbox.ts";
import { DEMO_PASSWORD, type SeedOptions, seedDatabase } from "../src/seed/seed.ts";
import { openSnapshot, saveSnapshot, snapshotKey } from "./seed-cache.ts";

/** The sites the test API knows: emailed links may point at these only. */
export const TEST_SITES = ["http://global.test", "http://nigeria.test"] as const;

/** What a notification's email needs when a test calls the engine without the app (sites, link secret). */
export const TEST_MAIL = { siteOrigins: [...TEST_SITES], linkSecret: "test-link-secret-0123456789abcdef" };

export interface LoginSession {
  token: string;
  user: { identifier: string; role: string };
}

export interface TestApp {
  app: ReturnType<typeof createServer>;
  database: Database;
  uploadsDir: string;
  privateDir: string;
  close: () => Promise<void>;
  /** Signs in (demo password by default) and returns the session: token and user. */
  login: (email: string, password?: string) => Promise<LoginSession>;
  /** The token in the newest link to `path` (e.g. `/confirm-email`) emailed to `to`, from the outbox. */
  linkToken: (to: string, path: string) => Promise<string>;
  /**
   * Requests the app in-process and parses the JSON body. `peer` plays the connection's remote
   * address (an in-process request has no socket; without it the visitor's address is 'unknown').
   */
  json: <T = unknown>(
    path: string,
    init?: RequestInit,
    peer?: string,
  ) => Promise<{ status: number; body: T; headers: Headers }>;
}

/** The bindings @hono/node-server gives each request, reduced to what getConnInfo reads. */
export const peerEnv = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** True under vitest.pg.config.ts: the tests run against a real PostgreSQL server. */
export function onPostgres(): boolean {
  try {
    return Boolean(inject("postgresUrl"));
  } catch {
    return false;
  }
}

/** Under vitest.pg.config.ts each test file gets a fresh database on the shared PostgreSQL server. */
export async function freshDatabase(): Promise<Database> {
  let serverUrl: string | undefined;
  try {
    serverUrl = inject("postgresUrl");
  } catch {
    serverUrl = undefined;
  }
  if (!serverUrl) return openDatabase({ dataDir: "memory://" });
  const name = `t_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return openDatabase({ databaseUrl: serverUrl.replace(/\/postgres$/, `/${name}`), poolSize: 20 });
}

/**
 * A database migrated and seeded as `seed` says (`false`: migrated only). On PGlite, a file whose
 * seed another file of this run has made opens a copy of that one (test/seed-cache.ts): the same
 * rows and uploads, without the 1-3.5 CPU-seconds of migrating and seeding again.
 */
async function seededDatabase(seed: Partial<SeedOptions> | false, uploadsDir: string): Promise<Database> {
  const key = onPostgres() ? undefined : snapshotKey(seed);
  const snapshot = key ? await openSnapshot(key, uploadsDir) : undefined;
  if (snapshot) return snapshot;
  const database = await freshDatabase();
  await database.migrate();
  const today = new Date();
  if (seed !== false) {
    await seedDatabase(database.db, { uploadsDir, providers: 45, clients: 9, today, ...seed });
  }
  if (key) await saveSnapshot(key, database, today, uploadsDir);
  return database;
}

export async function createTestApp(
  seed: Partial<SeedOptions> | false = {},
  server: Partial<ServerOptions> = {},
): Promise<TestApp> {
  const uploadsDir = mkdtempSync(join(tmpdir(), "marketplace-uploads-"));
  const privateDir = mkdtempSync(join(tmpdir(), "marketplace-private-"));
  const database = await seededDatabase(seed, uploadsDir);
  const app = createServer({
    db: database.db,
    uploadsDir,
    privateDir,
    publicUrl: "http://api.test",
    allowedOrigins: [...TEST_SITES],
    devTools: true,
    // The secret TEST_MAIL signs with: links emailed by code a test calls directly are the app's too.
    linkSecret: TEST_MAIL.linkSecret,
    ...server,
  });
  const json = async <T>(path: string, init?: RequestInit, peer?: string) => {
    const response = await app.request(path, init, peer ? peerEnv(peer) : undefined);
    // Headers before the body: once a file has started a real server, @hono/node-server has put its
    // lightweight Response in place of the global one (as in production), and reading that one's body
    // rebuilds it from the constructor's headers, dropping those a middleware set afterwards
    // (Cache-Control, secure headers). The server itself sends the headers it was given.
    const headers = response.headers;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers };
  };
  return {
    app,
    database,
    uploadsDir,
    privateDir,
    close: () => database.close(),
    json,
    linkToken: async (to, path) => {
      const messages = await listOutbox(database.db, { to });
      for (const m of messages) {
        const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(m.text)?.[1];
        if (token) return token;
      }
      throw new Error(`no ${path} link emailed to ${to}`);
    },
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await json<LoginSession>("/v1/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      if (res.status !== 200) throw new Error(`login as ${email} answered ${res.status}`);
      return res.body;
    },
  };
}

/** The rows of a raw SQL query in a test: pg and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Database["db"], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
