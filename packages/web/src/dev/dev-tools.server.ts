import type { AppLoadContext } from "@remix-run/node";

/** Headers a proxy adds for the visitor it relays. */
const RELAYED_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/**
 * Whether a developer tool (/dev/mail) may answer this request: the tools are on (DEV_TOOLS=1, see
 * env.server.ts) and the request came from this machine. The site server says so in the load context
 * (`localPeer`: a loopback socket, no relayed-address header). The Vite dev server (`pnpm dev`, which
 * listens on localhost) has no socket to ask: there, in development only, the request's own headers
 * must show no proxy. Everyone else gets the site's 404, as if the page did not exist.
 */
export function servesDevTools(
  on: boolean,
  nodeEnv: string,
  request: Request,
  context: Pick<AppLoadContext, "localPeer">,
): boolean {
  if (!on) return false;
  if (context.localPeer !== undefined) return context.localPeer;
  return nodeEnv === "development" && RELAYED_HEADERS.every((name) => !request.headers.has(name));
}
