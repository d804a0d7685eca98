import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/index.ts";
import { rateLimits } from "../db/index.ts";
import { ApiError } from "../http/index.ts";

/**
 * Requests that send an email, per hour: per recipient, so nobody can flood a stranger's inbox, and
 * per caller address, so nobody can mass-create accounts. Sign-up and password reset count apart.
 */
export const EMAIL_LIMITS = { perEmail: 5, perAddress: 30, windowSeconds: 60 * 60 } as const;

export function tooManyEmails(msBeforeNext: number): ApiError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new ApiError(
    429,
    `Too many requests for this email address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** rate-limiter-flexible on the shared Drizzle store (the same table as the login limiter). */
export function createEmailThrottle(db: Db, purpose: "signup" | "reset" | "contact") {
  const common = {
    storeClient: db,
    schema: rateLimits,
    duration: EMAIL_LIMITS.windowSeconds,
    clearExpiredByTimeout: false,
  };
  const byEmail = new RateLimiterDrizzle({
    ...common,
    keyPrefix: `${purpose}:email`,
    points: EMAIL_LIMITS.perEmail,
  });
  const byAddress = new RateLimiterDrizzle({
    ...common,
    keyPrefix: `${purpose}:address`,
    points: EMAIL_LIMITS.perAddress,
  });
  return {
    /** Counts one request; throws 429 once the address or the recipient has used up the hour. */
    async consume(email: string, address: string) {
      const results = await Promise.allSettled([byEmail.consume(email), byAddress.consume(address)]);
      const waits = results.flatMap((r) =>
        r.status === "rejected" && r.reason instanceof RateLimiterRes ? [r.reason.msBeforeNext] : [],
      );
      const failure = results.find((r) => r.status === "rejected" && !(r.reason instanceof RateLimiterRes));
      if (failure?.status === "rejected") throw failure.reason;
      if (waits.length > 0) throw tooManyEmails(Math.max(...waits));
    },
  };
}

export type EmailThrottle = ReturnType<typeof createEmailThrottle>;
