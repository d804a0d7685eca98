import { join } from "node:path";
import { parseDatabaseEnv } from "../env.ts";
import { exitOnStartupError } from "../startup-error.ts";
import { openDatabase } from "./client.ts";
import { newestMigration, schemaIsCurrent } from "./schema-version.ts";

/**
 * `pnpm db:migrate` (or `node dist/db/migrate-cli.js` in a built image): applies the committed
 * migrations to DATABASE_URL (PGlite under DATA_DIR without one), as a deploy step before the new
 * API processes start; in production they do not migrate on start (decision 052).
 */
async function main() {
  const env = parseDatabaseEnv();
  // PGlite: takes the data-folder lock, so it refuses to run while the API has the folder open.
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "db") });
  try {
    const before = await schemaIsCurrent(database.db);
    await database.migrate();
    if (!(await schemaIsCurrent(database.db))) {
      throw new Error("the migrations ran but the schema is still behind this build's journal");
    }
    console.log(
      `  migrate: ${before ? "already current" : "applied"} (newest migration ${new Date(newestMigration()).toISOString()}, ${database.kind})`,
    );
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError("  migrate failed"));
