import { RateLimiterDrizzle, type RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/** Failed logins allowed per account and per address in a 15-minute window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

export function tooManyAttempts(msBeforeNext: number): ApiError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new ApiError(
    429,
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/**
 * Counts failed logins in the database (rate-limiter-flexible's Drizzle store), so every API replica
 * sees the same counts. Only failures consume points; a success clears the account's count.
 */
export function createLoginLimiter(db: Db) {
  const common = {
    storeClient: db,
    schema: rateLimits,
    duration: LOGIN_LIMITS.windowSeconds,
    clearExpiredByTimeout: false,
  };
  const byAccount = new RateLimiterDrizzle({
    ...common,
    keyPrefix: "login:account",
    points: LOGIN_LIMITS.perAccount,
  });
  const byAddress = new RateLimiterDrizzle({
    ...common,
    keyPrefix: "login:address",
    points: LOGIN_LIMITS.perAddress,
  });

  const blockedFor = (res: RateLimiterRes | null, limit: number) =>
    res && res.consumedPoints >= limit ? res.msBeforeNext : 0;

  return {
    /** Throws 429 when the account or the address has used up its failures. */
    async check(email: string, address: string) {
      const [account, addr] = await Promise.all([byAccount.get(email), byAddress.get(address)]);
      const wait = Math.max(
        blockedFor(account, LOGIN_LIMITS.perAccount),
        blockedFor(addr, LOGIN_LIMITS.perAddress),
      );
      if (wait > 0) throw tooManyAttempts(wait);
    },
    async fail(email: string, address: string) {
      // consume() rejects once the limit is passed; the next check() reports it.
      await Promise.allSettled([byAccount.consume(email), byAddress.consume(address)]);
    },
    async succeed(email: string) {
      await byAccount.delete(email);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
