import { RateLimiterDrizzle, type RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/index.ts";
import { rateLimits } from "../db/index.ts";
import { ApiError, tryAgainIn } from "../http/index.ts";

const MINUTE = 60;

/**
 * Failed-login limits. Blocking an account outright lets anyone lock a stranger out of their own
 * correct password, so the tight limit is on an account *from one address*, and the rest only stop
 * what that leaves open:
 * - pair: 5 failures per account and address in 15 minutes: slows guessing to 20 tries an hour
 *   from one address, and touches nobody else.
 * - address: 30 failures per address in 15 minutes, whatever the accounts: stops one address
 *   spraying a common password across many accounts (30 leaves room for a family or an office
 *   behind one NAT mistyping now and then).
 * - account: 100 failures per account in an hour, from all addresses together: the soft ceiling
 *   against a guesser spread over many addresses (it takes 20 of them to reach it). Even then an
 *   address that signed in to this account in the last 30 days may still try, so the owner is not
 *   locked out by a botnet.
 * Only failures count; a success clears that account-and-address pair.
 */
export const LOGIN_LIMITS = {
  pair: { failures: 5, windowSeconds: 15 * MINUTE },
  address: { failures: 30, windowSeconds: 15 * MINUTE },
  account: { failures: 100, windowSeconds: 60 * MINUTE },
  knownAddressDays: 30,
} as const;

export function tooManyAttempts(msBeforeNext: number): ApiError {
  return new ApiError(429, `Too many login attempts. ${tryAgainIn(msBeforeNext)}`);
}

/**
 * Counts failed logins in the database (rate-limiter-flexible's Drizzle store), so every API replica
 * sees the same counts.
 */
export function createLoginLimiter(db: Db) {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      clearExpiredByTimeout: false,
    });
  const byPair = limiter("login:pair", LOGIN_LIMITS.pair.failures, LOGIN_LIMITS.pair.windowSeconds);
  const byAddress = limiter(
    "login:address",
    LOGIN_LIMITS.address.failures,
    LOGIN_LIMITS.address.windowSeconds,
  );
  const byAccount = limiter(
    "login:account",
    LOGIN_LIMITS.account.failures,
    LOGIN_LIMITS.account.windowSeconds,
  );
  // Addresses that signed in to an account: a key that exists for 30 days after a success.
  const knownAddresses = limiter("login:known", 1, LOGIN_LIMITS.knownAddressDays * 24 * 60 * MINUTE);

  const pairKey = (email: string, address: string) => `${email} ${address}`;
  const blockedFor = (res: RateLimiterRes | null, limit: number) =>
    res && res.consumedPoints >= limit ? res.msBeforeNext : 0;

  return {
    /** Throws 429 when this attempt is over one of the limits. */
    async check(email: string, address: string) {
      const [pair, addr, account] = await Promise.all([
        byPair.get(pairKey(email, address)),
        byAddress.get(address),
        byAccount.get(email),
      ]);
      let wait = Math.max(
        blockedFor(pair, LOGIN_LIMITS.pair.failures),
        blockedFor(addr, LOGIN_LIMITS.address.failures),
      );
      const accountWait = blockedFor(account, LOGIN_LIMITS.account.failures);
      if (accountWait > 0 && !(await knownAddresses.get(pairKey(email, address)))) {
        wait = Math.max(wait, accountWait);
      }
      if (wait > 0) throw tooManyAttempts(wait);
    },
    async fail(email: string, address: string) {
      // consume() rejects once a limit is passed; the next check() reports it.
      await Promise.allSettled([
        byPair.consume(pairKey(email, address)),
        byAddress.consume(address),
        byAccount.consume(email),
      ]);
    },
    async succeed(email: string, address: string) {
      await Promise.all([
        byPair.delete(pairKey(email, address)),
        knownAddresses.set(pairKey(email, address), 1, LOGIN_LIMITS.knownAddressDays * 24 * 60 * MINUTE),
      ]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
