import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { openDatabase } from "../db/index.ts";
import { parseEnv } from "../env.ts";
import { fileStoresFromEnv } from "../files/index.ts";
import { exitOnStartupError } from "../startup-error.ts";
import { assertDemoSeedAllowed } from "./demo-guard.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, seedDatabase } from "./seed.ts";

/** `pnpm db:seed`: migrates and seeds the configured database (PGlite under DATA_DIR by default). */
async function main() {
  const env = parseEnv();
  assertDemoSeedAllowed(env);
  // Takes the data-folder lock: refuses to run while the API (or another seed) has the folder open.
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "db") });
  try {
    await database.migrate();
    const report = await seedDatabase(database.db, {
      uploadsDir: join(env.DATA_DIR, "uploads"),
      // FILE_STORE=s3: the avatars and covers go to the bucket the API serves them from.
      publicFiles: (await fileStoresFromEnv(env))?.public,
      // The demo bookings' emails link to the configured sites; their unsubscribe links are signed with
      // FILE_LINK_SECRET when it is set (a random secret otherwise, as the API makes one).
      mail: {
        siteOrigins: env.ALLOWED_ORIGINS,
        linkSecret: env.FILE_LINK_SECRET ?? randomBytes(32).toString("base64url"),
      },
      publicUrl: env.PUBLIC_URL,
      log: (line) => console.log(`  seed ${line}`),
    });
    console.log(report.skipped ? "  seed: data already present, nothing written" : "  seed: done");
    for (const a of DEMO_ACCOUNTS) console.log(`  demo ${a.role}: ${a.email} / ${DEMO_PASSWORD}`);
    console.log(`  demo staff: ${DEMO_STAFF.email} / ${DEMO_PASSWORD}, TOTP secret ${DEMO_STAFF.totpSecret}`);
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError("  seed failed"));
