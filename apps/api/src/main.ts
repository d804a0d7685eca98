import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Server as HttpServer } from "node:http";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import closeWithGrace from "close-with-grace";
import pino from "pino";
import { createServer } from "./app.ts";
import { startHoldSweeper, startNoShowSweeper } from "./booking-lifecycle/index.ts";
import { openDatabase } from "./db/client.ts";
import { allowsDemo, devToolsOn, parseEnv } from "./env.ts";
import { fileStoresFromEnv } from "./files/stores-from-env.ts";
import { closeServer, DRAIN_TIMEOUT_MS } from "./http/close-server.ts";
import { createMailDelivery } from "./mail/mail-delivery.ts";
import { startReminderSweeper } from "./notifications/reminders.ts";
import { startCompletionSweeper } from "./payments/completion.ts";
import { startAvailabilityRefresh } from "./providers/availability/availability-refresh.ts";
import { assertDemoSeedAllowed } from "./seed/demo-guard.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEEDED_APPROVAL_PROVIDER, seedDatabase } from "./seed/seed.ts";
import { exitOnStartupError } from "./startup-error.ts";

async function start() {
  const env = parseEnv();
  if (env.SEED_ON_START) assertDemoSeedAllowed(env);
  const logger = pino({ level: env.LOG_LEVEL });
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
    onConnectionLost: (err) =>
      logger.warn({ err }, "an idle database connection was lost; the pool opens another"),
    onLockLost: (err) => {
      logger.fatal({ err }, "lost the data-folder lock; stopping before another process writes to it");
      lockLost = true;
      stop();
    },
  });
  await database.migrate();
  // Links in emails (unsubscribe) and attachment links are signed with one secret; the sweepers' and the
  // seeded demo bookings' emails too.
  if (!env.FILE_LINK_SECRET) {
    logger.warn(
      "FILE_LINK_SECRET is not set: a random one is made, so attachment and unsubscribe links stop working " +
        "when this process restarts and are not accepted by other API processes.",
    );
  }
  const linkSecret = env.FILE_LINK_SECRET ?? randomBytes(32).toString("base64url");
  if (env.SEED_ON_START) {
    const report = await seedDatabase(database.db, {
      uploadsDir,
      publicFiles: files?.public,
      mail: { siteOrigins: env.ALLOWED_ORIGINS, linkSecret },
      publicUrl: env.PUBLIC_URL,
    });
    logger.info({ report }, report.skipped ? "seed skipped: data already present" : "seeded demo data");
  }

  // Without SMTP_URL mail is only written to the outbox (readable at /dev/outbox from this machine with DEV_TOOLS=1).
  const mail = env.SMTP_URL
    ? createMailDelivery({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger })
    : undefined;
  mail?.start();
  mail?.wake();
  // Open slots are written ahead up to each provider's horizon; this tops the window up on boot and
  // every 15 minutes as days pass (docs/decisions/017-availability.md).
  const availability = startAvailabilityRefresh(database.db, logger);
  const notices = {
    siteOrigins: env.ALLOWED_ORIGINS,
    linkSecret,
    wake: () => mail?.wake(),
  };
  // Lapsed holds are released and unanswered requests expired, both parties told (decisions 021, 038).
  const holds = startHoldSweeper(database.db, logger, notices);
  // Confirmed sessions whose end has passed are completed and their earnings posted (decision 023).
  const completion = startCompletionSweeper(database.db, logger, notices);
  // Undisputed no-show claims are refunded once their 48 hours to dispute have passed (decision 039).
  const noShows = startNoShowSweeper(database.db, logger, notices);
  // Reminders 24 h and 1 h before each confirmed session (decision 029).
  const reminders = startReminderSweeper(database.db, logger, notices);

  // SIGTERM makes /readyz fail at once; the listener closes READINESS_GRACE_MS later.
  let draining = false;
  const app = createServer({
    draining: () => draining,
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    uploadsDir,
    privateDir,
    files,
    logger,
    allowedOrigins: env.ALLOWED_ORIGINS,
    trustedProxies: env.TRUSTED_PROXIES,
    devTools: devToolsOn(env),
    mail,
    payments: env,
    linkSecret,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(`API listening on port ${info.port}, public at ${env.PUBLIC_URL} (${database.kind})`);
    if (env.SEED_ON_START) {
      for (const a of DEMO_ACCOUNTS) logger.info(`demo ${a.role}: ${a.email} / ${DEMO_PASSWORD}`);
      logger.info(
        `demo provider who approves requests: ${SEEDED_APPROVAL_PROVIDER.email} / ${DEMO_PASSWORD}`,
      );
    }
  }) as HttpServer;

  // SIGTERM/SIGINT: fail readiness, stop accepting after the grace, let in-flight requests finish (bounded), then close the database
  // (PGlite must close cleanly or its write-ahead log may not replay), then exit. A second signal,
  // or the whole thing outlasting the grace period, exits at once with 1.
  stop = closeWithGrace(
    {
      delay: env.READINESS_GRACE_MS + DRAIN_TIMEOUT_MS + 5_000,
      logger: { error: (msg: unknown) => logger.error(msg) },
    },
    async ({ signal, err }) => {
      if (err) logger.fatal({ err }, "stopping after an unexpected error");
      draining = true;
      if (env.READINESS_GRACE_MS > 0) {
        logger.info(`${signal ?? "stop"}: not ready; still serving for ${env.READINESS_GRACE_MS} ms`);
        await new Promise((done) => setTimeout(done, env.READINESS_GRACE_MS));
      }
      logger.info(`${signal ?? "stop"}: finishing in-flight requests`);
      const { cut } = await closeServer(server);
      if (cut) logger.warn(`requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut`);
      await mail?.stop();
      await availability.stop();
      await holds.stop();
      await completion.stop();
      await noShows.stop();
      await reminders.stop();
      await database.close();
      logger.info("closed");
      // A supervisor should see that this stop was not asked for.
      if (lockLost) process.exit(1);
    },
  ).close;
}

start().catch(exitOnStartupError("API could not start"));
