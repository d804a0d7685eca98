import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./generated/schema.d.ts";

export interface ApiClientOptions {
  /** The API origin, e.g. http://localhost:4000. */
  baseUrl: string;
  /** The session's opaque token, sent as a bearer token. */
  token?: string | undefined;
  /** Sent as X-Tracked-For (profile views are recorded against it). */
  trackedFor?: string | undefined;
  /** A fetch to use instead of the global one (tests). */
  fetch?: typeof globalThis.fetch;
}

/** A typed client for the marketplace API; build one per request on the server. */
export function createApiClient(options: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ""),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const headers: Middleware = {
    onRequest({ request }) {
      if (options.token) request.headers.set("Authorization", `Bearer ${options.token}`);
      if (options.trackedFor) request.headers.set("X-Tracked-For", options.trackedFor);
      return request;
    },
  };
  client.use(headers);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
