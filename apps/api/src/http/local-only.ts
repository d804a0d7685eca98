import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-types.ts";
import { peerAddress, trustProxies } from "./client-address.ts";
import { errorBody } from "./errors.ts";

const isLoopback = trustProxies(["loopback"]);

/** Headers a proxy adds for the visitor it relays: their presence means the caller is not this machine. */
const RELAYED = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/**
 * The developer helpers (/dev/*) answer only this machine: the connection's peer is a loopback
 * address and no proxy relayed the request (no Forwarded, X-Forwarded-For or X-Real-IP header, which
 * a proxy on the same machine adds). Anyone else gets the 404 of a route that does not exist, even
 * with DEV_TOOLS=1: demo deployments end up on the internet, and the outbox holds every reset link.
 */
export const localCallerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const peer = peerAddress(c);
  const relayed = RELAYED.some((name) => c.req.header(name) !== undefined);
  if (!peer || !isLoopback(peer, 0) || relayed) {
    return c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404);
  }
  await next();
};
