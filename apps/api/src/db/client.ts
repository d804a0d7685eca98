import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lock } from "proper-lockfile";
import { StartupError } from "../startup-error.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import * as schema from "./schema/index.ts";

/** The query surface shared by both drivers; feature code only ever sees this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * The read replica (DATABASE_REPLICA_URL), for the reads that may lag (directory, profiles, blog,
   * catalogue); absent without one. Never written through: a standby refuses writes.
   */
  replica?: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations (drizzle-kit generate). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the embedded database itself (the job queue shares its one connection). */
  pglite?: PGlite;
  /** PGlite only: the data folder as an uncompressed tarball (`loadDataDir` opens a copy of it). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (the `db_pool_connections` gauge, metrics/). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite runs in-process. */
  databaseUrl?: string | undefined;
  /** A read replica's connection string (a streaming standby of databaseUrl); PostgreSQL only. */
  replicaUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
  /**
   * Called when the data-folder lock is lost (its file removed, or taken over after this process
   * stalled past the stale time): the process should stop before two writers damage the data.
   */
  onLockLost?: ((err: Error) => void) | undefined;
  /**
   * Called when an idle pooled PostgreSQL connection fails (the server restarted or ended it). The
   * pool drops that connection and opens another on the next query; unheard, node-postgres would
   * raise the error on the pool and stop the process.
   */
  onConnectionLost?: ((err: Error) => void) | undefined;
  /** PGlite only: starts from this data-folder tarball (from `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

/** How long a lock may go without a heartbeat before another process may take it over (after a crash). */
export const LOCK_STALE_MS = 15_000;

export class DataFolderInUseError extends StartupError {
  constructor(readonly folder: string) {
    super(
      `The data folder ${folder} is in use by another process (an API server or the seed). ` +
        "Only one process may open it at a time: stop the other one first. " +
        `If that process crashed, its lock is released after ${LOCK_STALE_MS / 1000} seconds.`,
    );
  }
}

/**
 * Takes the exclusive lock on a PGlite folder: two processes on one folder each see only their own
 * writes and corrupt it (sign-ups lost, unique index damaged). proper-lockfile keeps the lock fresh
 * with a heartbeat, so a lock left by a crashed process goes stale and is taken over.
 */
async function lockDataFolder(folder: string, onLockLost: (err: Error) => void) {
  try {
    return await lock(folder, {
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 3,
      retries: 0,
      onCompromised: onLockLost,
    });
  } catch (err) {
    if ((err as { code?: string }).code === "ELOCKED") throw new DataFolderInUseError(folder);
    throw err;
  }
}

/**
 * Opens the database: a real PostgreSQL server through node-postgres when a URL is given,
 * otherwise embedded PGlite. Both speak the same schema and migrations.
 */
function openPool(connectionString: string, options: DatabaseOptions) {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // Named prepared statements (the provider search's) are planned for each request's values:
    // their generic plans guess how many rows a word or a tag matches and picked sorts that made a
    // search ten times slower (docs/decisions/011-search-perf.md).
    options: "-c plan_cache_mode=force_custom_plan",
  });
  pool.on("error", (err) => options.onConnectionLost?.(err));
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, options);
    const db = drizzlePg(pool, { schema });
    // A second pool on the standby (docs/decisions/052-read-replica-and-migrations.md).
    const replicaPool = options.replicaUrl ? openPool(options.replicaUrl, options) : undefined;
    return {
      db,
      ...(replicaPool ? { replica: drizzlePg(replicaPool, { schema }) } : {}),
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.replicaUrl) {
    throw new StartupError("DATABASE_REPLICA_URL needs DATABASE_URL: PGlite has no read replica");
  }
  const dataDir = options.dataDir ?? "memory://";
  let release = async () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    release = await lockDataFolder(
      dataDir,
      options.onLockLost ??
        ((err) => {
          throw err;
        }),
    );
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir("none"),
    // The lock is released only once PGlite has flushed and closed the folder.
    close: async () => {
      try {
        await client.close();
      } finally {
        await release().catch(() => {});
      }
    },
  };
}
