import { createMiddleware } from "hono/factory";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Db } from "../db/index.ts";
import { rateLimits } from "../db/index.ts";
import type { AppEnv } from "./app-types.ts";
import { clientAddress } from "./client-address.ts";
import { ApiError } from "./errors.ts";

/**
 * Per-address throttles every route inherits. Sized so a person never meets them (a busy session
 * is a few mutations a minute; a filter-happy search a few reads a second) while a script hammering
 * one route is stopped within a minute.
 */
export const THROTTLES = {
  /** POST/PUT/PATCH/DELETE under /v1, all routes together. */
  mutations: { points: 120, durationSeconds: 60 },
  /** GET /v1/providers: full-text search with filters, the most expensive read. */
  search: { points: 300, durationSeconds: 60 },
} as const;

export type ThrottleLimits = { [K in keyof typeof THROTTLES]: { points: number; durationSeconds: number } };

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Expensive public reads, throttled per address (method and exact path). */
const EXPENSIVE_READS = new Set(["GET /v1/providers"]);

/** 'Please try again in 3 minutes.' — whole minutes, at least one. */
export function tryAgainIn(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export function tooManyRequests(msBeforeNext: number, what = "requests"): ApiError {
  return new ApiError(429, `Too many ${what}. ${tryAgainIn(msBeforeNext)}`);
}

/**
 * Mutation counts live in the database (rate-limiter-flexible's Drizzle store, like the login
 * limiter), so every API replica shares them; a mutation writes anyway, one small upsert more is
 * cheap. Search counts live in memory: a database write per search would cost more than the
 * search protection is worth, and with N replicas an address gets at most N times the limit,
 * which still stops a scraper.
 */
export function throttle(db: Db, limits: ThrottleLimits = THROTTLES) {
  const mutations = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: "throttle:mutations",
    points: limits.mutations.points,
    duration: limits.mutations.durationSeconds,
    clearExpiredByTimeout: false,
  });
  const search = new RateLimiterMemory({
    keyPrefix: "throttle:search",
    points: limits.search.points,
    duration: limits.search.durationSeconds,
  });
  const limiterFor = (method: string, path: string): RateLimiterAbstract | undefined => {
    if (MUTATING.has(method)) return mutations;
    if (EXPENSIVE_READS.has(`${method} ${path}`)) return search;
    return undefined;
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    const limiter = limiterFor(c.req.method, c.req.path);
    if (limiter) {
      try {
        await limiter.consume(clientAddress(c));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        c.header("Retry-After", String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw tooManyRequests(rejection.msBeforeNext);
      }
    }
    await next();
  });
}
