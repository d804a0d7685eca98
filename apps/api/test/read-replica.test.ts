import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../src/app.ts";
import { READ_YOUR_WRITES_MS } from "../src/auth/index.ts";
import type { Database } from "../src/db/client.ts";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { createDatabase, openSeeded } from "./database-copies.ts";
import { onPostgres, peerEnv, TEST_MAIL, TEST_SITES } from "./test-app.ts";

/**
 * DATABASE_REPLICA_URL (decision 052) against the PostgreSQL test server: the "replica" is a copy of
 * the seeded primary (CREATE DATABASE ... TEMPLATE) that the test then changes, so an answer tells which
 * database it came from. The lag-tolerant reads must come from the copy; sign-in, bookings, the wallet
 * and messages from the primary; and a session that just changed its profile reads the primary for
 * READ_YOUR_WRITES_MS, on any API process (the mark is in its session row, not in process memory).
 * `pnpm test:replica` runs the same kind of checks on a real streaming standby.
 */
describe.runIf(onPostgres())("a read replica (PostgreSQL)", () => {
  let database: Database;
  let now = new Date();
  const apps: ReturnType<typeof createServer>[] = [];
  const REPLICA_NAME = "Replicacopy";

  beforeAll(async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), "replica-uploads-"));
    const primary = await openSeeded(uploadsDir);
    const replicaUrl = await createDatabase({ template: primary.url });
    database = await primary.reopen({ replicaUrl });
    const replica = database.replica;
    if (!replica) throw new Error("openDatabase made no replica handle");
    // What only the replica says: every name, a concern, a blog title; and no bookings, ledger or messages.
    await replica.execute(sql`update users set first_name = ${REPLICA_NAME}`);
    await replica.execute(sql`update blog_posts set title = ${REPLICA_NAME} || ' ' || title`);
    await replica.execute(sql`update concerns set name = ${REPLICA_NAME} || ' ' || name`);
    // The ledger refuses TRUNCATE by trigger; this copy is a test's, so its triggers are set aside.
    await replica.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`truncate booking_series, ledger_entries, messages cascade`);
    });
    for (let i = 0; i < 2; i++) {
      apps.push(
        createServer({
          db: database.db,
          readDb: replica,
          uploadsDir,
          publicUrl: "http://api.test",
          allowedOrigins: [...TEST_SITES],
          linkSecret: TEST_MAIL.linkSecret,
          clock: () => now,
        }),
      );
    }
  });
  afterAll(() => database?.close());

  /** A request to API process `n` (two processes share the databases, as behind a load balancer). */
  async function call<T>(n: number, path: string, init: RequestInit = {}, token?: string) {
    const headers = new Headers(init.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (init.body) headers.set("Content-Type", "application/json");
    const res = await apps[n]?.request(path, { ...init, headers }, peerEnv("127.0.0.1"));
    if (!res) throw new Error(`no API process ${n}`);
    return { status: res.status, body: (await res.json()) as T };
  }
  const login = async (email: string) =>
    (
      await call<{ token: string; user: { identifier: string } }>(0, "/v1/auth/login", {
        method: "POST",
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      })
    ).body;

  it("serves the directory, profiles, catalogue and blog from the replica", async () => {
    const search = await call<{ data: { firstName: string }[] }>(0, "/v1/providers?pageSize=5");
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(search.body.data.every((p) => p.firstName === REPLICA_NAME)).toBe(true);
    const concerns = await call<{ data: { name: string }[] }>(0, "/v1/categories/concerns");
    expect(concerns.body.data[0]?.name).toMatch(new RegExp(`^${REPLICA_NAME} `));
    const posts = await call<{ data: { title: string }[] }>(1, "/content/api/posts");
    expect(posts.body.data[0]?.title).toMatch(new RegExp(`^${REPLICA_NAME} `));
  });

  it("keeps sign-in, bookings, the wallet and messages on the primary", async () => {
    // The session exists on the primary only: signing in and being known both read there.
    const client = await login("client@demo.tranquil.example");
    const me = await call<{ firstName: string }>(1, "/v1/me", {}, client.token);
    expect([me.status, me.body.firstName]).toEqual([200, "Amara"]);
    const bookings = await call<{ data: unknown[] }>(1, "/v1/booking", {}, client.token);
    expect(bookings.status).toBe(200);
    expect(bookings.body.data.length).toBeGreaterThan(0);
    const wallet = await call<{ balance: number }>(1, "/v1/wallet", {}, client.token);
    expect(wallet.status).toBe(200);
    expect(wallet.body.balance).toBeGreaterThan(0);
    const conversations = await call<{ data: unknown[] }>(1, "/v1/messages/conversations", {}, client.token);
    expect(conversations.body.data.length).toBeGreaterThan(0);
  });

  it("sends the writer's next reads to the primary, on any process, for a while after their change", async () => {
    const provider = await login("provider@demo.tranquil.example");
    const profilePath = `/v1/providers/${provider.user.identifier}`;
    type PublicProfile = { profileInfo: { firstName: string; headline: string } };
    const own = await call<{ data: Record<string, unknown> & { disciplines: { identifier: string }[] } }>(
      0,
      "/v1/provider/profile",
      {},
      provider.token,
    );
    const p = own.body.data;
    const put = await call(
      0,
      "/v1/provider/profile",
      {
        method: "PUT",
        body: JSON.stringify({
          title: p.title,
          hideProfileTitle: p.hideProfileTitle,
          firstName: p.firstName,
          lastName: p.lastName,
          headline: "Freshly written on the primary",
          bio: p.bio,
          disciplines: p.disciplines.map((d) => d.identifier),
          languages: (p.languages as { identifier: string }[]).map((l) => l.identifier),
          offerOfflineSession: false,
          officeAddress: null,
        }),
      },
      provider.token,
    );
    expect(put.status).toBe(200);

    // The writer, on the other process, sees their change; a visitor still gets the replica's copy.
    const mine = await call<PublicProfile>(1, profilePath, {}, provider.token);
    expect(mine.body.profileInfo.headline).toBe("Freshly written on the primary");
    const visitor = await call<PublicProfile>(1, profilePath);
    expect(visitor.body.profileInfo.firstName).toBe(REPLICA_NAME);
    expect(visitor.body.profileInfo.headline).not.toBe("Freshly written on the primary");

    // Once the window has passed the writer reads the replica again.
    now = new Date(now.getTime() + READ_YOUR_WRITES_MS + 1_000);
    const later = await call<PublicProfile>(0, profilePath, {}, provider.token);
    expect(later.body.profileInfo.firstName).toBe(REPLICA_NAME);
  });
});
