import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createServer } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { openSeeded } from "./database-copies.ts";
import { peerEnv, queryRows, TEST_MAIL, TEST_SITES } from "./test-app.ts";

/**
 * `pnpm test:replica`: DATABASE_REPLICA_URL on a real hot standby streaming from the primary
 * (replica-global-setup.ts). With the standby's replay paused, a change on the primary is not on the
 * replica, so the answers show where each read went: visitors' directory and profile reads on the
 * standby, the writer's own reads on the primary; once replay resumes the standby catches up.
 */
describe("a streaming standby as the read replica", () => {
  let database: Database;
  let app: ReturnType<typeof createServer>;
  let standbyUrl = "";

  /** The primary's position, then waits until the standby has replayed it. */
  async function caughtUp() {
    const replica = database.replica;
    if (!replica) throw new Error("no replica");
    const [target] = await queryRows<{ lsn: string }>(
      database.db,
      sql`select pg_current_wal_lsn()::text as lsn`,
    );
    for (let i = 0; i < 300; i++) {
      const [row] = await queryRows<{ done: boolean }>(
        replica,
        sql`select pg_last_wal_replay_lsn() >= ${target?.lsn}::pg_lsn as done`,
      );
      if (row?.done) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error("the standby did not catch up within 30 s");
  }

  beforeAll(async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), "standby-uploads-"));
    const primary = await openSeeded(uploadsDir);
    const name = new URL(primary.url).pathname;
    standbyUrl = inject("standbyUrl").replace(/\/postgres$/, name);
    database = await primary.reopen({ replicaUrl: standbyUrl });
    await caughtUp();
    app = createServer({
      db: database.db,
      ...(database.replica ? { readDb: database.replica } : {}),
      uploadsDir,
      publicUrl: "http://api.test",
      allowedOrigins: [...TEST_SITES],
      linkSecret: TEST_MAIL.linkSecret,
    });
  });
  afterAll(async () => {
    await database?.replica?.execute(sql`select pg_wal_replay_resume()`);
    await database?.close();
  });

  async function call<T>(path: string, init: RequestInit = {}, token?: string) {
    const headers = new Headers(init.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (init.body) headers.set("Content-Type", "application/json");
    const res = await app.request(path, { ...init, headers }, peerEnv("127.0.0.1"));
    return { status: res.status, body: (await res.json()) as T };
  }

  it("is a standby that refuses writes", async () => {
    const replica = database.replica;
    if (!replica) throw new Error("no replica");
    const [row] = await queryRows<{ standby: boolean }>(replica, sql`select pg_is_in_recovery() as standby`);
    expect(row?.standby).toBe(true);
    await expect(replica.execute(sql`create table nothing (id int)`)).rejects.toThrow();
  });

  it("reads the directory and profiles from the standby, and the writer's own reads from the primary", async () => {
    const replica = database.replica;
    if (!replica) throw new Error("no replica");
    const login = await call<{ token: string; user: { identifier: string } }>("/v1/auth/login", {
      method: "POST",
      body: JSON.stringify({ email: "provider@demo.tranquil.example", password: DEMO_PASSWORD }),
    });
    const { token, user } = login.body;
    const profilePath = `/v1/providers/${user.identifier}`;
    type Profile = { profileInfo: { headline: string } };
    const before = (await call<Profile>(profilePath)).body.profileInfo.headline;

    await replica.execute(sql`select pg_wal_replay_pause()`);
    const own = await call<{ data: Record<string, unknown> }>("/v1/provider/profile", {}, token);
    const p = own.body.data;
    const ids = (list: unknown) => (list as { identifier: string }[]).map((o) => o.identifier);
    const put = await call(
      "/v1/provider/profile",
      {
        method: "PUT",
        body: JSON.stringify({
          title: p.title,
          hideProfileTitle: p.hideProfileTitle,
          firstName: p.firstName,
          lastName: p.lastName,
          headline: "Written while the standby waits",
          bio: p.bio,
          disciplines: ids(p.disciplines),
          languages: ids(p.languages),
          offerOfflineSession: false,
          officeAddress: null,
        }),
      },
      token,
    );
    expect(put.status).toBe(200);

    expect((await call<Profile>(profilePath, {}, token)).body.profileInfo.headline).toBe(
      "Written while the standby waits",
    );
    expect((await call<Profile>(profilePath)).body.profileInfo.headline).toBe(before);
    const search = await call<{ data: { headline: string }[] }>("/v1/providers?search=standby+waits");
    expect(search.body.data).toEqual([]);

    await replica.execute(sql`select pg_wal_replay_resume()`);
    await caughtUp();
    expect((await call<Profile>(profilePath)).body.profileInfo.headline).toBe(
      "Written while the standby waits",
    );
    const found = await call<{ data: unknown[] }>("/v1/providers?search=standby+waits");
    expect(found.body.data).toHaveLength(1);
  });
});
