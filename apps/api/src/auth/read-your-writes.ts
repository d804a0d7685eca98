import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/index.ts";
import { authSessions } from "../db/index.ts";
import type { AppEnv } from "../http/index.ts";

/**
 * How long after a session changed something its lag-tolerant reads stay on the primary. A healthy
 * standby replays within a second; this covers a lag spike, and docs/operations.md alerts on lag far
 * below it (docs/decisions/052-read-replica-and-migrations.md).
 */
export const READ_YOUR_WRITES_MS = 30_000;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The database for a read that may lag (directory search, public profiles, reviews, catalogue): the
 * replica, except for a session that changed something in the last READ_YOUR_WRITES_MS, which reads
 * the primary so it sees its own change. The primary when there is no replica.
 */
export function lagTolerantDb(c: Context<AppEnv>): Db {
  const { db, readDb, clock } = c.var.deps;
  if (readDb === db) return db;
  const wroteAt = c.get("auth")?.lastWriteAt;
  if (wroteAt && clock().getTime() - wroteAt.getTime() < READ_YOUR_WRITES_MS) return db;
  return readDb;
}

/**
 * After a signed-in request that changed something (any method but GET/HEAD/OPTIONS, answered below
 * 400), stamps the session's last write on the primary before answering, so the next read, on any
 * API process, finds it in the session the authenticate middleware loads anyway. Nothing to do
 * without a replica.
 */
export const rememberWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { db, readDb, clock } = c.var.deps;
  const auth = c.get("auth");
  if (readDb === db || !auth || READS.has(c.req.method) || c.res.status >= 400) return;
  await db.update(authSessions).set({ lastWriteAt: clock() }).where(eq(authSessions.id, auth.sessionId));
});
