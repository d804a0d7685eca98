import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { seedDatabase } from "../src/seed/seed.ts";

/**
 * `pnpm --filter @marketplace/api-server bench:signup`: sign-up answer times for a new address and for
 * one that already has an account (they must be alike, or timing tells which addresses exist).
 */
const database = await openDatabase({ dataDir: "memory://" });
await database.migrate();
const uploadsDir = mkdtempSync(join(tmpdir(), "bench-uploads-"));
await seedDatabase(database.db, { uploadsDir, providers: 3, clients: 3, avatars: false });
const app = createServer({ db: database.db, uploadsDir });

const ROUNDS = 40;
// Every seeded account, in turn: each address may be emailed only a few times an hour.
const existing = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
async function time(email: (i: number) => string, i: number) {
  const started = performance.now();
  // A different caller address per request keeps the throttle out of the measurement. It is the
  // connection's peer: an in-process request has no socket, and X-Forwarded-For is believed only from a
  // trusted peer, so the header alone left every request on one address and the 31st got 429.
  const peer = { incoming: { socket: { remoteAddress: `10.9.${i >> 8}.${i & 255}` } } };
  const res = await app.request(
    "/v1/auth/signup",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Bench",
        lastName: "Mark",
        email: email(i),
        password: "bench-mark-123",
        acceptTerms: true,
        healthDataConsent: true,
      }),
    },
    peer,
  );
  if (res.status !== 202) throw new Error(`sign-up answered ${res.status}`);
  return performance.now() - started;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fresh: number[] = [];
const taken: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  // Interleaved, so machine noise falls on both alike.
  fresh.push(await time((n) => `bench-new-${n}@example.com`, i));
  taken.push(await time((n) => existing[n % existing.length] ?? "", i));
}
console.log(
  `sign-up median over ${ROUNDS}: new address ${median(fresh).toFixed(1)} ms, existing account ${median(taken).toFixed(1)} ms`,
);
await database.close();
