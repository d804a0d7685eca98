import { createApiClient } from "@marketplace/api-client";
import { env } from "../env/env.server.ts";
import { getToken } from "../session/session.server.ts";

/** A typed API client for this request, carrying the session's token and the visitor's address. */
export async function apiFor(request: Request) {
  const token = await getToken(request);
  const forwarded = request.headers.get("X-Forwarded-For");
  return createApiClient({
    baseUrl: env.API_URL,
    token,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const outgoing = new Request(input, init);
      if (forwarded) outgoing.headers.set("X-Forwarded-For", forwarded);
      return fetch(outgoing);
    },
  });
}
