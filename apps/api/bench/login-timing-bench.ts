import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { DEMO_PASSWORD, seedDatabase } from "../src/seed/seed.ts";

/**
 * Login timing benchmark (not a test): median answer time of a failed login for a registered email
 * and for an unknown one. With the dummy scrypt hash both do the same work, so the ratio is near 1
 * and the answer time does not tell which emails have accounts.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const database = await openDatabase({ dataDir: "memory://" });
await database.migrate();
await seedDatabase(database.db, {
  uploadsDir: mkdtempSync(join(tmpdir(), "bench-uploads-")),
  providers: 3,
  clients: 3,
  avatars: false,
});
const lifted = { points: Number.MAX_SAFE_INTEGER, durationSeconds: 60 };
const app = createServer({ db: database.db, throttles: { mutations: lifted, search: lifted } });

async function timeLogin(email: string, round: number): Promise<number> {
  const start = performance.now();
  // A new peer each round keeps the failed-login limits out of the measurement.
  const res = await app.request(
    "/v1/auth/login",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: `not-${DEMO_PASSWORD}` }),
    },
    { incoming: { socket: { remoteAddress: `10.${round >> 8}.${round & 255}.${email.length}` } } },
  );
  await res.arrayBuffer();
  if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const registered: number[] = [];
const unknown: number[] = [];
await timeLogin("nobody@example.com", 0); // warm-up: the dummy hash is made on first use
for (let round = 1; round <= ROUNDS; round += 1) {
  registered.push(await timeLogin("client@demo.tranquil.example", round));
  unknown.push(await timeLogin("nobody@example.com", round));
}
const [r, u] = [median(registered), median(unknown)];
console.log(
  `failed login, median of ${ROUNDS}: registered email ${r.toFixed(1)} ms, unknown email ${u.toFixed(1)} ms, ratio ${(r / u).toFixed(2)}`,
);
await database.close();
