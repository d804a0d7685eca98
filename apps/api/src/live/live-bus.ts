import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { LIVE_CHANNEL, type LiveEvent, parseLiveEvent, recipientsOf } from "./live-events.ts";

/**
 * What a stream hears: a published event, or `resync` after the bus lost its LISTEN connection and
 * got it back. Events published in between were never heard, so a stream told to resync has its
 * reader fetch again what it shows (the unread counts, the open conversation).
 */
export type BusEvent = LiveEvent | { type: "resync" };

export type LiveListener = (event: BusEvent) => void;

/** The most live streams one account may hold open on one API process (decision 008). */
export const MAX_STREAMS_PER_USER = 10;

/**
 * How long the bus waits before opening a lost LISTEN connection again: `initialMs`, doubling with
 * each failed attempt up to `maxMs`, each wait drawn between half and all of that (so the API
 * processes of one server do not all knock at once when it comes back).
 */
export interface Backoff {
  initialMs: number;
  maxMs: number;
}

export const RECONNECT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000 };

export interface LiveBusOptions {
  /** Where a lost and regained LISTEN connection is reported; silent by default. */
  logger?: Pick<Logger, "warn" | "info">;
  backoff?: Backoff;
}

/**
 * One process's fan-out of live events to its open streams, keyed by user. Events arrive through
 * LISTEN on the database: a dedicated connection on a PostgreSQL server (so every API process
 * hears every other's events), reopened with backoff when it drops; PGlite's own in-process listen
 * otherwise (nothing there can drop: the database lives in this process).
 */
export interface LiveBus {
  /** Calls `listener` with each event for `userId` until the returned function is called. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** How many streams are open in this process. */
  size(): number;
  /** How many streams `userId` has open in this process. */
  sizeOf(userId: string): number;
  /** Starts listening (idempotent); resolves once LISTEN is first in place (or the bus closes). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Listening {
  /** Settles once LISTEN is first in place. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

interface Handlers {
  onPayload: (payload: string) => void;
  /** LISTEN is back after a lost connection: whatever was published meanwhile went unheard. */
  onResync: () => void;
}

/**
 * LISTEN on a connection of its own, outside the pool (LISTEN lives as long as the connection).
 * A connection that errors or ends (a server restart, `pg_terminate_backend`, a network cut noticed
 * by TCP keepalive) is replaced after a backoff, until the bus stops or the pool has ended.
 */
function listenOnServer(pool: pg.Pool, handlers: Handlers, options: LiveBusOptions): Listening {
  const config = (pool as unknown as { options: pg.ClientConfig }).options;
  const backoff = options.backoff ?? RECONNECT_BACKOFF;
  let current: pg.Client | undefined;
  let stopped = false;
  let everListened = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const poolEnded = () => {
    const state = pool as unknown as { ending?: boolean; ended?: boolean };
    return Boolean(state.ending || state.ended);
  };

  const retryLater = (err: unknown) => {
    if (stopped || poolEnded()) return;
    const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** failures);
    const delay = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    failures += 1;
    options.logger?.warn(
      { err, retryInMs: delay, attempt: failures },
      "live events: the LISTEN connection is down; reconnecting",
    );
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref?.();
  };

  const connect = async () => {
    if (stopped || poolEnded()) return;
    const client = new pg.Client({ ...config, keepAlive: true });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      retryLater(err ?? new Error("the LISTEN connection ended"));
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) handlers.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      onLost(err);
      return;
    }
    if (lost) return;
    if (stopped) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    current = client;
    failures = 0;
    markReady();
    if (everListened) {
      options.logger?.info("live events: LISTEN is back; open streams resync");
      handlers.onResync();
    }
    everListened = true;
  };

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      markReady();
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** Starts LISTEN on whatever client the Drizzle database wraps. */
function listenOn(db: Db, handlers: Handlers, options: LiveBusOptions): Listening {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnServer(client, handlers, options);
  if (client instanceof PGlite) {
    const unlisten = client.listen(LIVE_CHANNEL, handlers.onPayload);
    return {
      ready: unlisten.then(() => undefined),
      async stop() {
        await (await unlisten.catch(() => async () => {}))().catch(() => {});
      },
    };
  }
  return {
    ready: Promise.reject(new Error("live events need a PostgreSQL or PGlite database")),
    async stop() {},
  };
}

export function createLiveBus(db: Db, options: LiveBusOptions = {}): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  let open = 0;
  let listening: Listening | undefined;

  const tell = (listener: LiveListener, event: BusEvent) => {
    try {
      listener(event);
    } catch {
      // one stream's failure is not the others'
    }
  };

  const deliver = (payload: string) => {
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const userId of new Set(recipientsOf(event))) {
      for (const listener of listeners.get(userId) ?? []) tell(listener, event);
    }
  };

  const resync = () => {
    for (const set of listeners.values()) {
      for (const listener of set) tell(listener, { type: "resync" });
    }
  };

  const ready = () => {
    listening ??= listenOn(db, { onPayload: deliver, onResync: resync }, options);
    return listening.ready;
  };

  return {
    subscribe(userId, listener) {
      ready().catch(() => {});
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
    sizeOf: (userId) => listeners.get(userId)?.size ?? 0,
    ready,
    async close() {
      listeners.clear();
      await listening?.stop();
      listening = undefined;
    },
  };
}
