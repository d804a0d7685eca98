import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createServer } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { parseEnv } from "./env.ts";
import { createMailDelivery } from "./mail/mail-delivery.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from "./seed/seed.ts";

const env = parseEnv();
const logger = pino({ level: env.LOG_LEVEL });
const dataDir = resolve(env.DATA_DIR);
const uploadsDir = join(dataDir, "uploads");
mkdirSync(uploadsDir, { recursive: true });

// This process is the only one that opens the PGlite folder; migrations run here, before listening.
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(dataDir, "db") });
await database.migrate();
if (env.SEED_ON_START) {
  const report = await seedDatabase(database.db, { uploadsDir });
  logger.info({ report }, report.skipped ? "seed skipped: data already present" : "seeded demo data");
}

// Without SMTP_URL mail is only written to the outbox (readable at /dev/outbox in dev and demo mode).
const mail = env.SMTP_URL
  ? createMailDelivery({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger })
  : undefined;
mail?.start();
mail?.wake();

const app = createServer({
  db: database.db,
  publicUrl: env.PUBLIC_URL,
  uploadsDir,
  logger,
  allowedOrigins: env.ALLOWED_ORIGINS,
  devTools: env.DEMO_MODE === "1" || env.NODE_ENV !== "production",
  mail,
});
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(`API listening on port ${info.port}, public at ${env.PUBLIC_URL} (${database.kind})`);
  if (env.SEED_ON_START) {
    for (const a of DEMO_ACCOUNTS) logger.info(`demo ${a.role}: ${a.email} / ${DEMO_PASSWORD}`);
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: closing`);
  server.close();
  await mail?.stop();
  // PGlite must close cleanly or its write-ahead log may not replay next time.
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
