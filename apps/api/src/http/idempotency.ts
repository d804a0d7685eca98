import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "@hono/zod-openapi";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES } from "@marketplace/domain/errors";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { idempotencyKeys } from "../db/index.ts";
import type { AppEnv } from "./app-types.ts";
import { ApiError } from "./errors.ts";

/** How long a running request keeps its key before another may take it over (its process died). */
export const IDEMPOTENCY_LEASE_MS = 120_000;
/** How long a retry waits for the first request with its key to answer before giving up with 409. */
export const IDEMPOTENCY_WAIT_MS = 30_000;
const POLL_MS = 25;
/** How long a key's answer is kept for retries (as long as any client retries a payment, a booking or a message). */
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
function canonicalJson(text: string): string {
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

/**
 * A multipart form as its meaning: each field in order, files by name, type and content. Its boundary
 * is new with every send, so the raw bytes of a retry differ though it asks the same thing.
 */
async function canonicalForm(form: FormData): Promise<string> {
  const fields: unknown[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields.push([name, value]);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      const digest = createHash("sha256").update(bytes).digest("hex");
      fields.push([name, { file: value.name, type: value.type, sha256: digest }]);
    }
  }
  return JSON.stringify(fields);
}

async function requestHash(c: Context<AppEnv>): Promise<string> {
  const type = c.req.header("Content-Type") ?? "";
  let meaning: string;
  if (/^multipart\/form-data/i.test(type)) {
    try {
      // Cached on the request: the route's form validator reads the same parsed form.
      meaning = await canonicalForm(await c.req.formData());
    } catch {
      meaning = await c.req.text();
    }
  } else meaning = canonicalJson(await c.req.text());
  return createHash("sha256").update(meaning).digest("hex");
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
        throw new ApiError(422, IDEMPOTENCY_MESSAGES.keyReused);
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
    if (Date.now() > giveUpAt) throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(POLL_MS);
  }
}

/**
 * Retry-safe POSTs (after the role check and the body limit), keyed per signed-in person:
 * the first request with a key runs and its answer is kept; a retry with the same key and body
 * answers that answer (header `Idempotent-Replayed: true`) without running again; the same key with
 * another body or path answers 422. Answers that never started the work (400) or failed on our side
 * (5xx) free the key for a corrected retry. `required` (the money-moving POSTs) answers 400 without a
 * key; otherwise a request without one simply runs (booking, sending a message).
 */
export function idempotency(options: { required: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get("auth");
    const key = c.req.header("Idempotency-Key")?.trim();
    if (!key) {
      if (options.required) throw new ApiError(400, IDEMPOTENCY_MESSAGES.keyRequired);
      return next();
    }
    if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ApiError(400, IDEMPOTENCY_MESSAGES.keyTooLong);
    // Runs after the sign-in check; a key without a person cannot be anyone's.
    if (!auth) return next();
    const db = c.var.deps.db;
    const taken = await claim(db, {
      userId: auth.user.id,
      key,
      request: `${c.req.method} ${c.req.path}`,
      requestHash: await requestHash(c),
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
}

/** The money-moving POSTs: the key is required. */
export const idempotent = idempotency({ required: true });

/** A POST a client may retry after a dropped connection: the key is optional, and used when sent. */
export const retrySafe = idempotency({ required: false });

/** The header of a retry-safe POST, for its OpenAPI description. */
export const RetryKeyHeader = z.object({
  "idempotency-key": z.string().optional().openapi({
    description:
      "Optional; a fresh one per attempt. A retry with the same key and body answers the first answer and creates nothing twice (header Idempotent-Replayed: true); the same key with another body answers 422.",
  }),
});
