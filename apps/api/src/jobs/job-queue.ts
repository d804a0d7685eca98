import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type Queue } from "pg-boss";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";

/**
 * A background sweep: `run` is idempotent (it looks for what is due and does it), so running it
 * again, or late, is harmless. The job queue runs it on a cron every `everyMs`, once per schedule
 * however many workers run; tests and `repeat` run it directly.
 */
export interface Sweep {
  /** The queue's name, e.g. `release-holds`. */
  name: string;
  everyMs: number;
  /** Logged when a run fails (it is then retried with backoff). */
  failure: string;
  run: () => Promise<void>;
  /** Also run once when a worker starts (the availability top-up). */
  onStart?: boolean;
}

/** Each run is retried with backoff (10 s, 20 s, 40 s, … at most 5 minutes) before it counts as failed. */
export const SWEEP_RETRY = { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 } as const;
/** One outbox message: 1 min, 2 min, 4 min, … at most 2 h, then the message is marked failed. */
export const MAIL_RETRY = {
  retryLimit: 6,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 7_200,
} as const;
export const MAIL_QUEUE = "deliver-mail";
/** How long stopping waits for the jobs in progress. */
export const JOB_STOP_TIMEOUT_MS = 20_000;
/** pg-boss's tables live in their own schema, beside the app's. */
export const JOB_SCHEMA = "pgboss";

/** The data of the run a sweep with `onStart` gets when a worker starts (the cron's runs carry none). */
export const ON_START_DATA = { onStart: true } as const;

/** A 6-field cron (seconds first) for an interval that divides a minute, an hour or a day. */
export function cronEvery(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60 && 60 % seconds === 0) return `*/${seconds} * * * * *`;
  const minutes = seconds / 60;
  if (Number.isInteger(minutes) && minutes < 60 && 60 % minutes === 0) return `0 */${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0) return `0 0 */${hours} * * *`;
  throw new Error(`no cron for an interval of ${ms} ms`);
}

export interface QueueCounts {
  name: string;
  /** Waiting to run (including retries waiting out their backoff). */
  queued: number;
  active: number;
  /** Failed after every retry, still kept (pg-boss deletes them after its retention). */
  failed: number;
}

export interface JobQueueOptions {
  /** The app's database (for reading the queue's counts). */
  db: Db;
  /** The app's PGlite (the queue shares its one connection), or a PostgreSQL URL. */
  pglite?: PGlite | undefined;
  databaseUrl?: string | undefined;
  logger: Logger;
  /** Runs jobs and the cron (a worker); false: only sends (an HTTP-only process). */
  work: boolean;
}

export interface JobQueue {
  /** Adds a job inside the caller's Drizzle transaction: it exists only if that transaction commits. */
  sendInTransaction(tx: Pick<Db, "execute">, name: string, data: object): Promise<void>;
  send(name: string, data: object): Promise<void>;
  /** Creates each sweep's queue, schedules its cron and works it (worker only). */
  runSweeps(sweeps: readonly Sweep[]): Promise<void>;
  /** Works `name` with `handler` for each job; a throw is logged and the job retried per its queue. */
  work<T extends object>(
    name: string,
    handler: (data: T, attempt: { retryCount: number; retryLimit: number }) => Promise<void>,
  ): Promise<void>;
  /** Queue depth and failures per queue (for metrics). */
  counts(): Promise<QueueCounts[]>;
  /** Stops fetching, waits for jobs in progress (bounded), closes its connections. */
  stop(): Promise<void>;
  boss: PgBoss;
}

/**
 * Opens pg-boss on the app's database (docs/decisions/050-job-queue.md). On PGlite it shares the
 * app's single connection through pg-boss's PGlite adapter; on PostgreSQL it keeps its own small pool.
 * Creates its schema on first start and the mail queue, so a sender can add mail jobs at once.
 */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { logger, work } = options;
  const common = {
    schema: JOB_SCHEMA,
    supervise: work,
    schedule: work,
    // The cron pass looks for due schedules this often; the shortest sweep is every 30 s.
    cronWorkerIntervalSeconds: 5,
    useListenNotify: true,
  };
  const boss = options.pglite
    ? new PgBoss({ ...common, db: fromPglite(options.pglite), backend: "pglite" })
    : new PgBoss({ ...common, connectionString: options.databaseUrl ?? "", max: 4 });
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  await ensureQueue(boss, { name: MAIL_QUEUE, ...MAIL_RETRY, notify: true });

  return {
    boss,
    async sendInTransaction(tx, name, data) {
      // Drizzle answers `execute` with its driver's result ({ rows } from both node-postgres and PGlite).
      const drizzle = {
        execute: async (query: unknown) => (await tx.execute(query as SQL)) as { rows: unknown[] },
      };
      await boss.send(name, data, { db: fromDrizzle(drizzle, sql) });
    },
    async send(name, data) {
      await boss.send(name, data);
    },
    async runSweeps(sweeps) {
      for (const sweep of sweeps) {
        // singleton: at most one run of a sweep is active at a time, however many workers poll.
        await ensureQueue(boss, { name: sweep.name, policy: "singleton", ...SWEEP_RETRY });
        await boss.schedule(sweep.name, cronEvery(sweep.everyMs), null, { tz: "UTC" });
        // Sent before working the queue, so the worker's first fetch finds it. Labelled, so a count of
        // the cron's runs can tell it apart (a worker starting on a quarter hour runs the top-up twice
        // that minute: harmless, the sweep is idempotent).
        if (sweep.onStart) await boss.send(sweep.name, ON_START_DATA);
        // Polled every 5 s: a sweep's slot is 30 s at the least, and on PGlite each poll shares the one connection.
        await boss.work(sweep.name, { pollingIntervalSeconds: 5 }, async () => {
          try {
            await sweep.run();
          } catch (err) {
            logger.error({ err }, sweep.failure);
            throw err;
          }
        });
      }
    },
    async work(name, handler) {
      // One job per fetch (a failure retries only its own job), four fetching side by side.
      const settings = { includeMetadata: true, pollingIntervalSeconds: 1, localConcurrency: 4 } as const;
      await boss.work(name, settings, async (jobs) => {
        for (const job of jobs) {
          await handler(job.data as Parameters<typeof handler>[0], {
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
        }
      });
    },
    async counts() {
      // Read now, not pg-boss's cached queue stats (refreshed once a minute).
      const result = await options.db.execute(sql`
        select q.name,
          count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
          count(j.id) filter (where j.state = 'active')::int as active,
          count(j.id) filter (where j.state = 'failed')::int as failed
        from ${sql.identifier(JOB_SCHEMA)}.queue q
        left join ${sql.identifier(JOB_SCHEMA)}.job j on j.name = q.name
        group by q.name order by q.name`);
      return (result as unknown as { rows: QueueCounts[] }).rows;
    },
    async stop() {
      await boss.stop({ graceful: true, close: !options.pglite, timeout: JOB_STOP_TIMEOUT_MS });
    },
  };
}

/** Creates the queue when it does not exist yet (an existing queue keeps its settings). */
async function ensureQueue(boss: PgBoss, queue: Queue) {
  const { name, ...settings } = queue;
  await boss.createQueue(name, settings);
}
