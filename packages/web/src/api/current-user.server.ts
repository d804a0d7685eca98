import { getToken } from "../session/index.server.ts";
import { apiFor } from "./api.server.ts";

type Api = Awaited<ReturnType<typeof apiFor>>;
export type Me = NonNullable<Awaited<ReturnType<typeof fetchMe>>["me"]>;

export interface CurrentUser {
  api: Api;
  /** The account behind the session's token, or null (no token, or one the API no longer accepts). */
  me: Me | null;
}

async function fetchMe(request: Request) {
  const api = await apiFor(request);
  if (!(await getToken(request))) return { api, me: null };
  const { data } = await api.GET("/v1/me");
  return { api, me: data ?? null };
}

/**
 * The signed-in account, fetched once per request: the root loader and the page's loader run in
 * parallel for the same request and share Remix's per-request load context object, so both await
 * one `GET /v1/me`. An action may change the account, so it always fetches afresh and drops what
 * was kept: the loaders that follow it in the same request then share one new fetch.
 */
const perRequest = new WeakMap<object, Promise<CurrentUser>>();

export function currentUser(request: Request, context: object): Promise<CurrentUser> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    perRequest.delete(context);
    return fetchMe(request);
  }
  let pending = perRequest.get(context);
  if (!pending) {
    pending = fetchMe(request);
    perRequest.set(context, pending);
  }
  return pending;
}
