import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseOptions, openDatabase } from "../src/db/client.ts";
import { seedDatabase } from "../src/seed/seed.ts";

/**
 * Whole databases on the PostgreSQL test server (vitest.pg.config.ts) for the operations tests: a
 * seeded primary with its connection string, and empty or copied databases beside it.
 */
const serverUrl = () => inject("postgresUrl");

/** A new database on the test server (a copy of `template`'s database when given): its URL. */
export async function createDatabase(options: { template?: string } = {}): Promise<string> {
  const name = `ops_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    const template = options.template ? ` template ${new URL(options.template).pathname.slice(1)}` : "";
    await admin.query(`create database ${name}${template}`);
  } finally {
    await admin.end();
  }
  return serverUrl().replace(/\/postgres$/, `/${name}`);
}

/**
 * A migrated database with a small seed (the demo accounts and their bookings, wallet, messages),
 * closed again so it can be copied; `reopen` opens it with more options (a replica).
 */
export async function openSeeded(uploadsDir: string) {
  const url = await createDatabase();
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await seedDatabase(database.db, { uploadsDir, providers: 6, clients: 2, today: new Date() });
  } finally {
    await database.close();
  }
  return {
    url,
    reopen: (options: Omit<DatabaseOptions, "databaseUrl"> = {}): Promise<Database> =>
      openDatabase({ databaseUrl: url, ...options }),
  };
}
