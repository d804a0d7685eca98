import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";
import type { AppEnv } from "./app-types.ts";

/** Whether the hop at this address (0 = the direct peer) is a proxy we trust to tell the truth. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`); an empty list trusts nobody. */
export const trustProxies = (list: readonly string[]): TrustProxy => proxyAddr.compile([...list]);

/**
 * The direct peer of the connection. @hono/node-server puts the socket in `c.env.incoming`; an
 * in-process `app.request` has none (tests pass `{ incoming: { socket: { remoteAddress } } }` as its
 * env to play a peer), so there is no header-based fallback an outsider could use.
 */
export function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's address, for throttles and limits. X-Forwarded-For is believed only hop by hop
 * from the peer while each hop is a trusted proxy (the sites' servers, the load balancer): the
 * answer is the right-most address nobody trusted vouches for, so a visitor who writes their own
 * X-Forwarded-For only adds entries to the left of the one our proxy appended. proxy-addr is
 * Express's implementation of exactly this rule.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const known = c.get("clientAddress");
  if (known) return known;
  const peer = peerAddress(c);
  let address = "unknown";
  if (peer) {
    const forwarded = c.req.header("x-forwarded-for");
    const request = { socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwarded } };
    address = proxyAddr(request as unknown as IncomingMessage, c.var.deps.trustProxy);
  }
  c.set("clientAddress", address);
  return address;
}
