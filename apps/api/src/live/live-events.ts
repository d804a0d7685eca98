import { sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";

/** The PostgreSQL channel every API process listens on (docs/decisions/028-messaging.md). */
export const LIVE_CHANNEL = "live_events";

/**
 * What happened, for whom. Kept small: NOTIFY payloads stop at 8,000 bytes, so an event names the
 * change and the stream's reader fetches the rest (the conversation) over the ordinary routes.
 */
export type LiveEvent =
  | {
      type: "message";
      /** created, edited or deleted */
      change: "created" | "edited" | "deleted";
      messageId: string;
      fromId: string;
      toId: string;
    }
  /** Someone's unread counts may have changed (a message read, a notification written or read). */
  | { type: "unread"; userId: string }
  /**
   * A session room's signal (issue 30, decision 056) for one participant: an offer, answer, ICE
   * candidate, join or leave, relayed as is; `data` is the signal's JSON, deflated and base64url'd to
   * stay under NOTIFY's 8,000 bytes. Never stored.
   */
  | { type: "signal"; toId: string; data: string };

/** The users an event is delivered to. */
export function recipientsOf(event: LiveEvent): string[] {
  if (event.type === "signal") return [event.toId];
  return event.type === "message" ? [event.fromId, event.toId] : [event.userId];
}

/**
 * Publishes an event inside the writing transaction: PostgreSQL (and PGlite) hold a NOTIFY until
 * the transaction commits and drop it on rollback, so listeners never hear of a change that did
 * not happen, and every API process listening on the server hears it.
 */
export async function publishLive(db: Pick<Db, "execute">, ...events: LiveEvent[]): Promise<void> {
  for (const event of events) {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
  }
}

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as LiveEvent;
    if (value?.type === "message" || value?.type === "unread" || value?.type === "signal") return value;
  } catch {
    // not ours
  }
  return null;
}
