import type { StaffAction } from "@marketplace/domain/staff";
import { desc, eq, or } from "drizzle-orm";
import type { Context } from "hono";
import { ulid } from "ulid";
import { currentAuth } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { auditLog } from "../db/index.ts";
import type { AppEnv } from "../http/index.ts";
import { clientAddress } from "../http/index.ts";

/**
 * Reads of someone's data that are recorded. Later features add theirs here (booking notes,
 * messages, credential files), e.g. `booking.note.view`, `message.thread.view`, `credential.file.view`.
 */
export type AuditAction =
  | "client.view"
  | "account.export"
  /** A provider added or changed where their payouts go (issue 31). */
  | "payout_account.add"
  | "payout_account.change"
  /**
   * Stripe Connect (decision 062): a connected account was opened for the provider; Stripe's signed
   * `account.updated` changed whether it can be paid out (actor role `gateway`); the connected
   * account's payout to the bank failed (the money waits in its Stripe balance).
   */
  | "payout_account.stripe_opened"
  | "payout_account.stripe_updated"
  | "payout_account.bank_payout_failed"
  /** Joining and leaving a session room (issue 30): who and when, never what was said. */
  | "session.room.join"
  | "session.room.leave"
  | StaffAction;

export interface AccessEntry {
  action: AuditAction;
  /** Whose data was read. */
  subjectId?: string | null;
  /** Which record, when narrower than the person (e.g. `booking:01J...`). */
  resource?: string | null;
  /** Why: every staff action gives one (issue 32). */
  reason?: string | null;
}

/**
 * One line in a route that reads someone's data: `await recordAccess(c, { action, subjectId })`.
 * Who (the signed-in user and role), when (the database clock) and from where (clientAddress).
 * Awaited, so a read that cannot be recorded fails instead of going unrecorded.
 */
export async function recordAccess(c: Context<AppEnv>, entry: AccessEntry): Promise<void> {
  const { user } = currentAuth(c);
  await c.var.deps.db.insert(auditLog).values({
    id: ulid(),
    actorId: user.id,
    actorRole: user.role,
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    resource: entry.resource ?? null,
    reason: entry.reason ?? null,
    address: clientAddress(c),
  });
}

/**
 * An entry written where no session is signed in yet (the staff sign-in), or inside a transaction
 * (`db` may be one), so an action and its entry are written together or not at all.
 */
export async function writeAuditEntry(
  db: Db,
  entry: AccessEntry & { actorId: string; actorRole: string; address: string },
): Promise<void> {
  await db.insert(auditLog).values({
    id: ulid(),
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    resource: entry.resource ?? null,
    reason: entry.reason ?? null,
    address: entry.address,
  });
}

/** Entries where this person read data (actor) or had theirs read (subject), newest first. */
export async function auditEntriesFor(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.subjectId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return {
    asActor: rows.filter((r) => r.actorId === userId),
    asSubject: rows.filter((r) => r.subjectId === userId),
  };
}
