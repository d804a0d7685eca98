import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { newestMigration, schemaIsCurrent } from "../db/index.ts";

let t: TestApp;
let draining = false;
beforeAll(async () => {
  t = await createTestApp(false, { draining: () => draining });
});
afterAll(() => t.close());

const probe = async (path: string) => {
  const res = await t.json<Record<string, unknown>>(path);
  return { status: res.status, body: res.body };
};

describe("/livez and /readyz", () => {
  it("are ready on a migrated database, and not while the process drains; alive throughout", async () => {
    expect(await probe("/livez")).toEqual({ status: 200, body: { status: "ok" } });
    expect(await probe("/readyz")).toEqual({
      status: 200,
      body: { status: "ready", database: "ok", schema: "current", draining: false },
    });
    draining = true;
    try {
      expect(await probe("/readyz")).toMatchObject({
        status: 503,
        body: { status: "not ready", draining: true },
      });
      expect((await probe("/livez")).status).toBe(200);
    } finally {
      draining = false;
    }
  });

  it("says the schema is behind when the newest migration was not applied", async () => {
    const db = t.database.db;
    const newest = newestMigration();
    expect(await schemaIsCurrent(db)).toBe(true);
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      expect(await schemaIsCurrent(db)).toBe(false);
      expect(await probe("/readyz")).toMatchObject({
        status: 503,
        body: { status: "not ready", database: "ok", schema: "behind" },
      });
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newest} where created_at = ${newest - 1}`,
      );
    }
    expect((await probe("/readyz")).status).toBe(200);
  });

  it("says the database is unreachable, and stays alive, once the database is gone", async () => {
    const other = await createTestApp(false);
    await other.database.close();
    const ready = await other.json<Record<string, unknown>>("/readyz");
    expect([ready.status, ready.body.database, ready.body.status]).toEqual([503, "unreachable", "not ready"]);
    expect((await other.json("/livez")).status).toBe(200);
  });
});
