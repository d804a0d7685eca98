import { count, desc, eq } from "drizzle-orm";
import { monotonicFactory } from "ulid";
import type { Db } from "../db/index.ts";
import { outboxMessages } from "../db/index.ts";

/** What a feature hands to the outbox: one message to one address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for, e.g. `confirm-email`; kept for reading and reporting. */
  kind: string;
  /** Extra headers (List-Unsubscribe on notification emails). */
  headers?: Record<string, string>;
}

/**
 * Adds the delivery job for an outbox row inside the same transaction (set by the process that has
 * the job queue and SMTP, docs/decisions/050-job-queue.md). Unset, rows just wait in the outbox
 * (development reads them at /dev/outbox; tests need no queue).
 */
type DeliveryQueue = (tx: Pick<Db, "execute">, messageId: string) => Promise<void>;
let deliveryQueue: DeliveryQueue | undefined;

/** Sets (or, with undefined, clears) how a written message gets its delivery job. */
export function setMailDeliveryQueue(queue: DeliveryQueue | undefined) {
  deliveryQueue = queue;
}

// Monotonic ids, so 'newest first' holds for messages written in the same millisecond.
const nextId = monotonicFactory();

/**
 * Writes a message to the outbox. Pass the transaction that makes the change the email reports,
 * so a message exists exactly when its change was committed; its delivery job is added in the same
 * transaction and run by a worker after the commit.
 */
export async function enqueueMail(db: Pick<Db, "insert" | "execute">, mail: OutgoingMail): Promise<string> {
  const id = nextId();
  await db.insert(outboxMessages).values({ id, ...mail, to: mail.to.toLowerCase() });
  await deliveryQueue?.(db, id);
  return id;
}

/** Newest first, optionally for one address (compared case-insensitively). */
export async function listOutbox(db: Db, options: { to?: string | undefined; limit?: number } = {}) {
  const query = db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit ?? 100);
  return options.to ? query.where(eq(outboxMessages.to, options.to.toLowerCase())) : query;
}

/** How many messages wait to be sent (the `emails_queued` gauge, metrics/). */
export async function queuedMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, "pending"));
  return row?.n ?? 0;
}
