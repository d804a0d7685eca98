import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { migrationsFolder } from "./migrations-folder.ts";

let newest: number | undefined;

/** When the newest committed migration was made (`when` in drizzle-kit's journal): what "current" means. */
export function newestMigration(folder = migrationsFolder): number {
  if (folder === migrationsFolder && newest !== undefined) return newest;
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const when = Math.max(0, ...journal.entries.map((e) => e.when));
  if (folder === migrationsFolder) newest = when;
  return when;
}

/**
 * Whether the database has every migration this build carries. Drizzle's migrator records each one
 * it applied in drizzle.__drizzle_migrations with the journal's `when`; a database that lacks the
 * newest is behind (a deploy that skipped `pnpm db:migrate`, or a build newer than the schema).
 */
export async function schemaIsCurrent(db: Db): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { latest: string | number | null }[] };
    const latest = Number(result.rows[0]?.latest ?? 0);
    return latest >= newestMigration();
  } catch {
    // No migrations table yet: nothing was applied.
    return false;
  }
}
