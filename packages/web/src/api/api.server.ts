import { isIP } from "node:net";
import { createApiClient } from "@marketplace/api-client";
import { env } from "../env/index.server.ts";
import { getToken } from "../session/index.server.ts";

/**
 * The visitor's address as the site server determined it. The server replaces whatever
 * X-Forwarded-For the request arrived with by exactly one address, taken from the connection or from
 * a trusted proxy's header (TRUSTED_PROXIES); anything else here is not an address and is not sent.
 */
export function visitorAddress(request: Request): string | undefined {
  const value = request.headers.get("X-Forwarded-For")?.trim();
  return value && isIP(value) ? value : undefined;
}

/**
 * A typed API client for this request, carrying the session's token and the visitor's address;
 * `trackedFor` is sent as X-Tracked-For (the provider profile's view counter).
 */
export async function apiFor(request: Request, options: { trackedFor?: string } = {}) {
  const token = await getToken(request);
  const address = visitorAddress(request);
  return createApiClient({
    baseUrl: env.API_URL,
    token,
    trackedFor: options.trackedFor,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const outgoing = new Request(input, init);
      // Exactly one address: the API trusts this header only from the sites' servers.
      if (address) outgoing.headers.set("X-Forwarded-For", address);
      else outgoing.headers.delete("X-Forwarded-For");
      return fetch(outgoing);
    },
  });
}
