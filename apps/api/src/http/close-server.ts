import type { Server } from "node:http";

/** How long in-flight requests may take to finish once the server is asked to stop. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections and lets in-flight requests finish, for at most `timeoutMs`; then
 * cuts whatever is left. Keep-alive connections are closed as soon as they fall idle (Node's own
 * closeIdleConnections/closeAllConnections, so no extra library is needed). Resolves with `cut: true` when some
 * requests outlasted the timeout and had to be cut.
 */
export function closeServer(server: Server, timeoutMs = DRAIN_TIMEOUT_MS): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    let cut = false;
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve({ cut });
    });
    server.closeIdleConnections();
  });
}
