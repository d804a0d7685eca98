import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Server as HttpServer } from "node:http";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import closeWithGrace from "close-with-grace";
import pino from "pino";
import { createServer } from "./app.ts";
import { holdSweep, noShowSweep } from "./booking-lifecycle/index.ts";
import { openDatabase } from "./db/client.ts";
import { schemaIsCurrent } from "./db/schema-version.ts";
import { allowsDemo, devToolsOn, parseEnv } from "./env.ts";
import { fileStoresFromEnv } from "./files/stores-from-env.ts";
import { closeServer, DRAIN_TIMEOUT_MS } from "./http/close-server.ts";
import { errWithoutValues } from "./http/request-log.ts";
import { JOB_STOP_TIMEOUT_MS, type JobQueue, MAIL_QUEUE, openJobQueue } from "./jobs/job-queue.ts";
import { addQueueGauges } from "./jobs/queue-gauges.ts";
import { setMailDeliveryQueue } from "./mail/index.ts";
import { createMailDelivery } from "./mail/mail-delivery.ts";
import { addPoolGauges, createMetrics } from "./metrics/index.ts";
import { reminderSweep } from "./notifications/reminders.ts";
import { sessionStartingSweep } from "./notifications/session-starting.ts";
import { completionSweep } from "./payments/completion.ts";
import { createPaymentGateways, reconcilePayoutsSweep, weeklyPayoutSweep } from "./payments/index.ts";
import { availabilitySweep } from "./providers/availability/availability-refresh.ts";
import { assertDemoSeedAllowed } from "./seed/demo-guard.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  SEEDED_APPROVAL_PROVIDER,
  seedDatabase,
} from "./seed/seed.ts";
import { otpauthUri } from "./staff/index.ts";
import { exitOnStartupError } from "./startup-error.ts";
import { traceIds } from "./telemetry/trace-context.ts";
import { licenceExpirySweep } from "./verification/index.ts";

async function start() {
  const env = parseEnv();
  // http serves requests, worker runs background jobs, all does both (docs/decisions/050-job-queue.md).
  // PGlite lets one process open its folder, so there one process does both.
  const role = env.API_ROLE ?? (env.DATABASE_URL ? "http" : "all");
  const serves = role !== "worker";
  const works = role !== "http";
  if (env.SEED_ON_START && serves) assertDemoSeedAllowed(env);
  // Errors are logged without the values they were about (a failed query's params: decision 053).
  // Each line carries its trace's id when tracing is on (telemetry/).
  const logger = pino({ level: env.LOG_LEVEL, serializers: { err: errWithoutValues }, mixin: traceIds });
  if (!works && !env.DATABASE_URL) {
    logger.warn("API_ROLE=http on PGlite: no other process can open its folder, so no background job runs.");
  }
  let stop: () => void = () => process.exit(1);
  let lockLost = false;
  if (env.NODE_ENV === "production" && env.TRUSTED_PROXIES.length === 0) {
    logger.warn(
      "TRUSTED_PROXIES is empty: X-Forwarded-For is ignored and every request counts against its direct peer. " +
        "List the sites' servers and the load balancer, or all visitors share their throttles.",
    );
  }
  for (const [currency, gateway] of [
    ["NGN", env.PAYMENT_GATEWAY_NGN],
    ["GBP and USD", env.PAYMENT_GATEWAY_GLOBAL],
  ] as const) {
    if (gateway === "sandbox" && !allowsDemo(env)) {
      logger.warn(`${currency} payments use the sandbox gateway: anyone can approve their own payment.`);
    }
  }
  const dataDir = resolve(env.DATA_DIR);
  const uploadsDir = join(dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  // Beside uploads, not inside: /files serves uploads statically, private files go through routes.
  const privateDir = join(dataDir, "private");
  mkdirSync(privateDir, { recursive: true, mode: 0o700 });
  // FILE_STORE=s3: one bucket holds both (decision 051); refused now rather than at the first upload.
  const files = await fileStoresFromEnv(env);

  // This process is the only one that opens the PGlite folder (it holds the folder's lock);
  // migrations run here, before listening.
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: join(dataDir, "db"),
    replicaUrl: env.DATABASE_REPLICA_URL,
    onConnectionLost: (err) =>
      logger.warn({ err }, "an idle database connection was lost; the pool opens another"),
    onLockLost: (err) => {
      logger.fatal({ err }, "lost the data-folder lock; stopping before another process writes to it");
      lockLost = true;
      stop();
    },
  });
  // In production with DATABASE_URL migrations are a deploy step (`pnpm db:migrate`, decision 052):
  // an API whose schema is behind serves nothing until then (/readyz answers 503, schema: behind).
  if (env.MIGRATE_ON_START) await database.migrate();
  else if (!(await schemaIsCurrent(database.db))) {
    logger.error(
      "the database schema is behind this build and MIGRATE_ON_START is off: not ready until `pnpm db:migrate` runs",
    );
  }
  // Links in emails (unsubscribe) and attachment links are signed with one secret; the sweepers' and the
  // seeded demo bookings' emails too.
  if (!env.FILE_LINK_SECRET) {
    logger.warn(
      "FILE_LINK_SECRET is not set: a random one is made, so attachment and unsubscribe links stop working " +
        "when this process restarts and are not accepted by other API processes.",
    );
  }
  const linkSecret = env.FILE_LINK_SECRET ?? randomBytes(32).toString("base64url");
  // Background work runs as jobs in pg-boss. An HTTP-only process opens the queue only to add mail
  // delivery jobs, in the transaction that writes each outbox row.
  const queue: JobQueue | undefined =
    works || env.SMTP_URL
      ? await openJobQueue({
          db: database.db,
          pglite: database.pglite,
          databaseUrl: env.DATABASE_URL,
          logger,
          work: works,
        })
      : undefined;
  if (queue && env.SMTP_URL) {
    setMailDeliveryQueue((tx, id) => queue.sendInTransaction(tx, MAIL_QUEUE, { id }));
  }
  if (env.SEED_ON_START && serves) {
    const report = await seedDatabase(database.db, {
      uploadsDir,
      publicFiles: files?.public,
      mail: { siteOrigins: env.ALLOWED_ORIGINS, linkSecret },
      publicUrl: env.PUBLIC_URL,
    });
    logger.info({ report }, report.skipped ? "seed skipped: data already present" : "seeded demo data");
  }

  // Without SMTP_URL mail is only written to the outbox (readable at /dev/outbox from this machine with DEV_TOOLS=1).
  const mail =
    env.SMTP_URL && works
      ? createMailDelivery({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger })
      : undefined;
  if (queue && works) {
    if (mail) {
      // One job per outbox row, retried with backoff; its last failure marks the row failed.
      await queue.work<{ id: string }>(MAIL_QUEUE, async ({ id }, { retryCount, retryLimit }) => {
        await mail.deliverOne(id, { final: retryCount >= retryLimit });
      });
      // Rows written before the queue (or while a job was lost) get a job; a repeat sends nothing.
      for (const { id } of await mail.pendingIds()) await queue.send(MAIL_QUEUE, { id });
    }
    const notices = { siteOrigins: env.ALLOWED_ORIGINS, linkSecret };
    const payments = createPaymentGateways(env, { db: database.db, publicUrl: env.PUBLIC_URL });
    await queue.runSweeps([
      // Open slots are written ahead up to each provider's horizon; this tops the window up on boot and
      // every 15 minutes as days pass (docs/decisions/017-availability.md).
      availabilitySweep(database.db, logger),
      // Lapsed holds are released and unanswered requests expired, both parties told (decisions 021, 038).
      holdSweep(database.db, logger, notices),
      // Confirmed sessions whose end has passed are completed and their earnings posted (decision 023).
      completionSweep(database.db, logger, notices),
      // Undisputed no-show claims are refunded once their 48 hours to dispute have passed (decision 039).
      noShowSweep(database.db, logger, notices),
      // Reminders 24 h and 1 h before each confirmed session (decision 029).
      reminderSweep(database.db, logger, notices),
      // Providers who chose weekly payouts are paid their available balance once a week (decision 057).
      weeklyPayoutSweep(database.db, payments, logger),
      // Payouts left on their way (an unreadable transfer answer, no webhook) are asked about by their
      // reference every 5 minutes once 15 minutes old: paid, returned, re-sent or left (decision 057).
      reconcilePayoutsSweep(database.db, payments, logger),
      // 'Your session starts in 10 minutes' when an online session's room opens (issue 30).
      sessionStartingSweep(database.db, logger, notices),
      // A licence 30 days from expiry prompts its provider to upload a new one, once (issue 32).
      licenceExpirySweep(database.db, logger, notices),
    ]);
    logger.info(`worker running background jobs (${database.kind})`);
  }

  // SIGTERM makes /readyz fail at once; the listener closes READINESS_GRACE_MS later.
  let draining = false;
  // The process's metrics (decision 053): its CPU and memory, the pool's connections, the app's own.
  const metrics = createMetrics({ processMetrics: true });
  if (database.poolStats) addPoolGauges(metrics, database.poolStats);
  if (queue) addQueueGauges(metrics, queue);
  const app = serves
    ? createServer({
        metrics,
        metricsToken: env.METRICS_TOKEN,
        draining: () => draining,
        db: database.db,
        readDb: database.replica,
        publicUrl: env.PUBLIC_URL,
        uploadsDir,
        privateDir,
        files,
        logger,
        allowedOrigins: env.ALLOWED_ORIGINS,
        trustedProxies: env.TRUSTED_PROXIES,
        devTools: devToolsOn(env),
        payments: env,
        linkSecret,
      })
    : undefined;
  const server =
    app &&
    (serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      logger.info(`API listening on port ${info.port}, public at ${env.PUBLIC_URL} (${database.kind})`);
      if (env.SEED_ON_START) {
        for (const a of DEMO_ACCOUNTS) logger.info(`demo ${a.role}: ${a.email} / ${DEMO_PASSWORD}`);
        logger.info(
          `demo provider who approves requests: ${SEEDED_APPROVAL_PROVIDER.email} / ${DEMO_PASSWORD}`,
        );
        logger.info(
          `demo staff (global site /staff): ${DEMO_STAFF.email} / ${DEMO_PASSWORD}, TOTP secret ${DEMO_STAFF.totpSecret} (${otpauthUri(DEMO_STAFF.totpSecret, DEMO_STAFF.email)})`,
        );
      }
    }) as HttpServer | undefined);

  // SIGTERM/SIGINT: fail readiness, stop accepting after the grace, let in-flight requests finish (bounded), then close the database
  // (PGlite must close cleanly or its write-ahead log may not replay), then exit. A second signal,
  // or the whole thing outlasting the grace period, exits at once with 1.
  stop = closeWithGrace(
    {
      delay: env.READINESS_GRACE_MS + DRAIN_TIMEOUT_MS + JOB_STOP_TIMEOUT_MS + 5_000,
      logger: { error: (msg: unknown) => logger.error(msg) },
    },
    async ({ signal, err }) => {
      if (err) logger.fatal({ err }, "stopping after an unexpected error");
      draining = true;
      if (server && env.READINESS_GRACE_MS > 0) {
        logger.info(`${signal ?? "stop"}: not ready; still serving for ${env.READINESS_GRACE_MS} ms`);
        await new Promise((done) => setTimeout(done, env.READINESS_GRACE_MS));
      }
      if (server) {
        logger.info(`${signal ?? "stop"}: finishing in-flight requests`);
        const { cut } = await closeServer(server);
        if (cut) logger.warn(`requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut`);
      }
      // The queue stops taking jobs and waits for those in progress before the database closes.
      if (queue) logger.info(`${signal ?? "stop"}: finishing jobs in progress`);
      await queue?.stop();
      setMailDeliveryQueue(undefined);
      await mail?.stop();
      await database.close();
      logger.info("closed");
      // A supervisor should see that this stop was not asked for.
      if (lockLost) process.exit(1);
    },
  ).close;
}

start().catch(exitOnStartupError("API could not start"));
