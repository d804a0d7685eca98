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
  /**
   * POST /v1/session-rooms/{id}/signal, per signed-in person rather than per address, and outside the
   * mutations above (decision 056): one join is a score of signals (join, state, offer, answer and a
   * POST per ICE candidate), so a few rejoins in a minute used up an address's 120 mutations, and two
   * people behind one address (a household, a clinic, loopback) used them up together; the signals
   * then refused with 429 left a page waiting for the other. Counted in memory: a signal writes nothing.
   */
  signals: { points: 600, durationSeconds: 60 },
} as const;

type Limit = { points: number; durationSeconds: number };
export type ThrottleLimits = { mutations: Limit; search: Limit; signals?: Limit };

/** A session room's signals, exempt from the per-address mutations (their own limit: signalThrottle). */
const SIGNAL_PATH = /^\/v1\/session-rooms\/[^/]+\/signal$/;

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
    if (method === "POST" && SIGNAL_PATH.test(path)) return undefined;
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

/**
 * The session room's signals per signed-in person (THROTTLES.signals): route middleware, after
 * `requireUser`. The per-address throttle above lets them through.
 */
export function signalThrottle(limit: Limit = THROTTLES.signals) {
  const signals = new RateLimiterMemory({
    keyPrefix: "throttle:signals",
    points: limit.points,
    duration: limit.durationSeconds,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("auth")?.user.id;
    if (user) {
      try {
        await signals.consume(user);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        c.header("Retry-After", String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw tooManyRequests(rejection.msBeforeNext, "signals");
      }
    }
    await next();
  });
}
