import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "./app-types.ts";
import { ApiError } from "./errors.ts";

/** Every route's request body limit unless the route sets its own (uploads). JSON forms are a few KB. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = "The request is too large (at most 1 MB)";

/** Route-level limits that replace the default one; the default middleware looks for them. */
const ownLimits = new WeakSet<MiddlewareHandler>();

/**
 * 413 in the API's error shape. `Connection: close` makes Node end the socket once the answer is
 * written, so the rest of an oversized upload is cut off instead of read (hono/body-limit stops
 * reading at the limit, streamed or not, and never buffers more than the limit).
 */
function tooLarge(c: Context, message: string): never {
  c.header("Connection", "close");
  throw new ApiError(413, message);
}

/** A larger (or smaller) limit for one route, used in the route's `middleware` instead of the default. */
export function ownBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, message) });
  ownLimits.add(limit);
  return limit;
}

/** The default limit, applied once in app.ts to every route that has no limit of its own. */
export function defaultBodyLimit(maxBytes = DEFAULT_BODY_LIMIT_BYTES, message = BODY_TOO_LARGE) {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, message) });
  return createMiddleware<AppEnv>((c, next) => {
    // @hono/node-server never reads a body for GET or HEAD; asking hono/body-limit would build a
    // whole web Request per read for nothing.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const hasOwn = matchedRoutes(c).some((route) => ownLimits.has(route.handler as MiddlewareHandler));
    return hasOwn ? next() : limit(c, next);
  });
}
