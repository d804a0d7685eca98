import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "../db/client.ts";
import { LIVE_CHANNEL, type LiveEvent, parseLiveEvent, recipientsOf } from "./live-events.ts";

export type LiveListener = (event: LiveEvent) => void;

/**
 * One process's fan-out of live events to its open streams, keyed by user. Events arrive through
 * LISTEN on the database: a dedicated connection on a PostgreSQL server (so every API process
 * hears every other's events), PGlite's own in-process listen otherwise.
 */
export interface LiveBus {
  /** Calls `listener` with each event for `userId` until the returned function is called. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** How many streams are open in this process. */
  size(): number;
  /** Starts listening (idempotent); resolves once LISTEN is in place. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

type Unlisten = () => Promise<void>;

/** Starts LISTEN on whatever client the Drizzle database wraps. */
async function listenOn(db: Db, onPayload: (payload: string) => void): Promise<Unlisten> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // A connection of its own, outside the pool: LISTEN lives as long as the connection.
    const options = (client as unknown as { options: pg.ClientConfig }).options;
    const listener = new pg.Client({ ...options });
    await listener.connect();
    listener.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    listener.on("error", () => {});
    await listener.query(`LISTEN ${LIVE_CHANNEL}`);
    return async () => {
      await listener.end().catch(() => {});
    };
  }
  if (client instanceof PGlite) {
    const unlisten = await client.listen(LIVE_CHANNEL, onPayload);
    return async () => {
      await unlisten().catch(() => {});
    };
  }
  throw new Error("live events need a PostgreSQL or PGlite database");
}

export function createLiveBus(db: Db): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  let open = 0;
  let started: Promise<Unlisten> | undefined;

  const deliver = (payload: string) => {
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const userId of new Set(recipientsOf(event))) {
      for (const listener of listeners.get(userId) ?? []) {
        try {
          listener(event);
        } catch {
          // one stream's failure is not the others'
        }
      }
    }
  };

  const ready = () => {
    started ??= listenOn(db, deliver);
    return started.then(() => undefined);
  };

  return {
    subscribe(userId, listener) {
      void ready();
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      open += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        open -= 1;
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    size: () => open,
    ready,
    async close() {
      listeners.clear();
      if (started) await (await started.catch(() => async () => {}))();
      started = undefined;
    },
  };
}
