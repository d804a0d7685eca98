import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { openDatabase } from "../src/db/client.ts";
import { checkBooks } from "../src/ledger/ledger.ts";
import { createDatabase, openSeeded } from "./database-copies.ts";
import { findBinDir } from "./postgres-server.ts";
import { onPostgres, queryRows } from "./test-app.ts";

/**
 * The backup docs/operations.md describes, restored: `pg_dump -Fc` of a seeded database, `pg_restore`
 * into a fresh one, then the books balance there exactly as in the original and every table holds as
 * many rows.
 */
const folder = mkdtempSync(join(tmpdir(), "backup-"));
const open: Database[] = [];
afterAll(async () => {
  await Promise.all(open.map((d) => d.close()));
  rmSync(folder, { recursive: true, force: true });
});

async function rowCounts(db: Database["db"]): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${name}`));
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe.runIf(onPostgres())("a backup restored (PostgreSQL)", () => {
  it("pg_dump into a fresh database: the ledger balanced as before and every table's row count equal", async () => {
    const seeded = await openSeeded(join(folder, "uploads"));
    const dump = join(folder, "backup.dump");
    const bin = findBinDir();
    execFileSync(join(bin, "pg_dump"), ["--format=custom", "--file", dump, seeded.url]);
    const restoredUrl = await createDatabase();
    execFileSync(join(bin, "pg_restore"), ["--no-owner", "--exit-on-error", "--dbname", restoredUrl, dump]);

    const original = await seeded.reopen();
    const restored = await openDatabase({ databaseUrl: restoredUrl });
    open.push(original, restored);

    const books = await checkBooks(original.db);
    expect(Object.keys(books.totals).length).toBeGreaterThan(0);
    expect(await checkBooks(restored.db)).toEqual(books);
    expect(books).toMatchObject({ unbalanced: [], drifted: [], negative: [] });
    expect(Object.values(books.totals).every((total) => total === 0)).toBe(true);

    const counts = await rowCounts(original.db);
    expect(counts["public.ledger_entries"]).toBeGreaterThan(0);
    expect(counts["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
    expect(await rowCounts(restored.db)).toEqual(counts);
  });
});
