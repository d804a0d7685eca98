import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, runScript } from "./child-process.ts";
import { createDatabase } from "./database-copies.ts";
import { onPostgres } from "./test-app.ts";

/**
 * Migrations as a deploy step (decision 052), with real processes on the PostgreSQL test server: in
 * production an API on a database whose schema is behind starts, stays not-ready and migrates nothing;
 * `pnpm db:migrate` (src/db/migrate-cli.ts, given only DATABASE_URL) brings the schema up, and the
 * running API becomes ready without a restart.
 */
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "migrate-step-"));
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (script: string, env: Record<string, string>) => runScript(script, env, children);

async function tablesIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres())("migrations as a deploy step (PostgreSQL)", { timeout: 300_000 }, () => {
  it("a production API on a schema that is behind is not ready and migrates nothing; db:migrate makes it ready", async () => {
    const databaseUrl = await createDatabase();
    const port = await freePort();
    const api = run("src/main.ts", {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: "https://api.tranquil.example",
      ALLOWED_ORIGINS: "https://www.tranquil.example",
      PAYMENT_GATEWAY_NGN: "sandbox",
      PAYMENT_GATEWAY_GLOBAL: "sandbox",
      FILE_LINK_SECRET: "a-production-secret-of-32-chars-or-more",
      READINESS_GRACE_MS: "0",
    });
    const listening = api.waitFor(/API listening on port/);
    await api.waitFor(/schema is behind this build/);
    await listening;
    const readyz = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      return { status: res.status, body: await res.json() };
    };
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: "not ready", database: "ok", schema: "behind", draining: false },
    });
    expect(await tablesIn(databaseUrl)).toEqual([]);

    // The deploy step: only the database's address, none of the API's other settings.
    const migrate = run("src/db/migrate-cli.ts", { DATABASE_URL: databaseUrl });
    expect(await migrate.exited).toBe(0);
    expect(migrate.output()).toContain("migrate: applied");
    expect(await tablesIn(databaseUrl)).toContain("drizzle.__drizzle_migrations");

    expect((await readyz()).status).toBe(200);
    api.signal("SIGTERM");
    expect(await api.exited).toBe(0);
  });
});
