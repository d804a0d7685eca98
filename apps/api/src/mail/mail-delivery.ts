import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { outboxMessages } from "../db/index.ts";

export interface MailDeliveryOptions {
  db: Db;
  /** e.g. `smtp://user:pass@mail.example:587` or `smtps://...` (nodemailer's URL form). */
  smtpUrl: string;
  from: string;
  logger?: Logger | undefined;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** Wait before attempt n+1 after n failures (the last value repeats). */
  retryDelaysMs?: readonly number[];
  /** How long a claimed message is left to one worker before another may try it. */
  leaseMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
const BATCH = 20;

/**
 * Delivers outbox messages over SMTP (nodemailer). Any number of API replicas can run this: a batch
 * is claimed with FOR UPDATE SKIP LOCKED and leased by moving its next attempt forward, so two
 * workers never send the same message at once, and a worker that dies mid-send frees it later.
 */
export function createMailDelivery(options: MailDeliveryOptions) {
  const { db, from, logger } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const transport = nodemailer.createTransport(options.smtpUrl);

  async function claim(now: Date) {
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  /**
   * The delivery job of one outbox message (docs/decisions/050-job-queue.md). Idempotent: a message
   * already sent, failed or leased to another worker is left alone, so a repeated job sends nothing.
   * A failed send is recorded and thrown, for the queue to retry with backoff; on the queue's last
   * attempt (`final`) the message is marked failed instead.
   */
  async function deliverOne(id: string, { final }: { final: boolean }, now = new Date()) {
    const [message] = await db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        and(
          eq(outboxMessages.id, id),
          eq(outboxMessages.status, "pending"),
          lte(outboxMessages.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!message) return "skipped" as const;
    try {
      await send(message);
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .update(outboxMessages)
        // The lease is given back at once, so the queue's retry may claim it.
        .set(final ? { status: "failed", lastError } : { lastError, nextAttemptAt: now })
        .where(eq(outboxMessages.id, message.id));
      logger?.warn(
        { id: message.id, attempts: message.attempts, failed: final, err: lastError },
        "mail delivery failed",
      );
      throw error;
    }
    return "sent" as const;
  }

  async function send(message: typeof outboxMessages.$inferSelect) {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
      // Lets a receiving system drop a repeat after a crash between sending and marking sent.
      messageId: `<${message.id.toLowerCase()}@outbox.tranquil>`,
    });
    await db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: new Date(), lastError: null })
      .where(eq(outboxMessages.id, message.id));
  }

  /** Sends every message that is due once; resolves with what happened. */
  async function deliverDue(now = new Date()) {
    const report = { sent: 0, retrying: 0, failed: 0 };
    for (const message of await claim(now)) {
      try {
        await send(message);
        report.sent += 1;
      } catch (error) {
        const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
        const failed = message.attempts >= maxAttempts;
        const wait = delays[Math.min(message.attempts - 1, delays.length - 1)] ?? 60_000;
        await db
          .update(outboxMessages)
          .set(
            failed
              ? { status: "failed", lastError }
              : { lastError, nextAttemptAt: new Date(now.getTime() + wait) },
          )
          .where(eq(outboxMessages.id, message.id));
        logger?.warn(
          { id: message.id, attempts: message.attempts, failed, err: lastError },
          "mail delivery failed",
        );
        report[failed ? "failed" : "retrying"] += 1;
      }
    }
    return report;
  }

  /** Messages still waiting to be sent (a worker gives each a delivery job when it starts). */
  async function pendingIds() {
    return db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, "pending"));
  }

  return {
    pendingIds,
    deliverOne,
    deliverDue,
    async stop() {
      transport.close();
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
