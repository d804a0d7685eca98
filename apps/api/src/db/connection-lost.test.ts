import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { onPostgres, queryRows } from "../../test/test-app.ts";
import { openDatabase } from "./client.ts";

describe.runIf(onPostgres())("a PostgreSQL connection ended by the server", () => {
  it("is reported, dropped from the pool and replaced, without stopping the process", async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: inject("postgresUrl"),
      poolSize: 2,
      onConnectionLost: (err) => lost.push(err),
    });
    try {
      const pidOf = async () =>
        (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]?.pid;
      const first = await pidOf();
      // Another session ends the pool's idle connection, as a server restart or an operator would.
      const admin = new pg.Client({ connectionString: inject("postgresUrl") });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [first]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0]?.message).toMatch(/terminat/);
      const next = await pidOf();
      expect(next).toBeDefined();
      expect(next).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
