import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** The cost every hash is made with outside the API's own test suites. */
export const PASSWORD_COST_N = 16384;
let N = PASSWORD_COST_N;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

/**
 * The API's vitest runs only (test/password-cost-setup.ts, their setup file): hashes made from here on
 * use N = `n` instead of 16384, 16 times less work at 1024. The suites hash and verify some 300-400
 * passwords a run (sign-ups, logins, the seed's), about 37 ms of CPU each at the real cost. Verifying
 * reads the cost from the stored hash, so a hash made at either cost verifies. Throws anywhere but a
 * Vitest worker, and under NODE_ENV=production: nothing else calls it, and the server, the CLIs and
 * the e2e suite's API run without VITEST (password.test.ts checks a plain process hashes at 16384).
 */
export function lowerPasswordCostForTests(n: number): void {
  if (!process.env.VITEST || process.env.NODE_ENV === "production") {
    throw new Error("the password cost is lowered only inside the API's vitest runs");
  }
  N = n;
}

/** scrypt from node:crypto; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of a random password, made once: logins for unknown emails verify against it, so
 * they take as long as logins for registered ones and the answer time does not reveal accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64"));
  return dummyHash;
}
