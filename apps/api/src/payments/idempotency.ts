import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { IDEMPOTENCY_KEY_MAX_LENGTH, PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { and, eq, isNull, lt } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ulid } from "ulid";
import { currentAuth } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { idempotencyKeys } from "../db/index.ts";
import type { AppEnv } from "../http/index.ts";
import { ApiError } from "../http/index.ts";

/** How long a running request keeps its key before another may take it over (its process died). */
export const IDEMPOTENCY_LEASE_MS = 120_000;
/** How long a retry waits for the first request with its key to answer before giving up with 409. */
export const IDEMPOTENCY_WAIT_MS = 30_000;
const POLL_MS = 25;
/** How long a key's answer is kept for retries (as long as any client retries a payment). */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;

/** Forgets keys whose answers are older than IDEMPOTENCY_KEEP_MS (the completion sweeper calls it). */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

/** The body as its meaning: JSON key order and spacing do not make another request. */
function canonical(text: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

type Claim = { kind: "owner"; id: string } | { kind: "replay"; status: ContentfulStatusCode; body: string };

/**
 * Takes the key for this request, or finds the answer of the request that took it first. A request
 * still running makes this one wait (polling its row) until it answers, so a double-click or a retry
 * sent while the first is in flight answers the same thing and moves nothing.
 */
async function claim(
  db: Db,
  p: { userId: string; key: string; request: string; requestHash: string },
): Promise<Claim> {
  const giveUpAt = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const id = ulid();
    const lease = () => new Date(Date.now() + IDEMPOTENCY_LEASE_MS);
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ id, ...p, lockedUntil: lease() })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted.length > 0) return { kind: "owner", id };
    const where = and(eq(idempotencyKeys.userId, p.userId), eq(idempotencyKeys.key, p.key));
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (row) {
      if (row.request !== p.request || row.requestHash !== p.requestHash) {
        throw new ApiError(422, PAYMENT_MESSAGES.idempotencyKeyReused);
      }
      if (row.responseStatus !== null) {
        return {
          kind: "replay",
          status: row.responseStatus as ContentfulStatusCode,
          body: row.responseBody ?? "",
        };
      }
      // The first request's process died mid-way: its lease ran out, this one takes the key over.
      const taken = await db
        .update(idempotencyKeys)
        .set({ lockedUntil: lease() })
        .where(
          and(
            eq(idempotencyKeys.id, row.id),
            isNull(idempotencyKeys.responseStatus),
            lt(idempotencyKeys.lockedUntil, new Date()),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      if (taken[0]) return { kind: "owner", id: taken[0].id };
    }
    if (Date.now() > giveUpAt) throw new ApiError(409, PAYMENT_MESSAGES.idempotencyInProgress);
    await sleep(POLL_MS);
  }
}

/**
 * For the money-moving POSTs (after the role check): `Idempotency-Key` is required; the first request
 * with a key runs and its answer is kept; a retry with the same key and body answers that answer
 * (header `Idempotent-Replayed: true`) without running again; the same key with another body or path
 * answers 422. Answers that never started the work (400) or failed on our side (5xx) free the key for
 * a corrected retry.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const { user } = currentAuth(c);
  const key = c.req.header("Idempotency-Key")?.trim();
  if (!key) throw new ApiError(400, PAYMENT_MESSAGES.idempotencyKeyRequired);
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new ApiError(400, PAYMENT_MESSAGES.idempotencyKeyTooLong);
  const db = c.var.deps.db;
  const requestHash = createHash("sha256")
    .update(canonical(await c.req.text()))
    .digest("hex");
  const taken = await claim(db, {
    userId: user.id,
    key,
    request: `${c.req.method} ${c.req.path}`,
    requestHash,
  });
  if (taken.kind === "replay") {
    return c.body(taken.body, taken.status, {
      "Content-Type": "application/json",
      "Idempotent-Replayed": "true",
    });
  }
  let kept = false;
  try {
    await next();
    const status = c.res.status;
    if (status !== 400 && status < 500) {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: await c.res.clone().text() })
        .where(eq(idempotencyKeys.id, taken.id));
      kept = true;
    }
  } finally {
    if (!kept) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, taken.id));
  }
});
