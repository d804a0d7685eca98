import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../session/session.server.ts";
import { loader } from "./relay-route.ts";

// vitest.config.ts builds this as the global site at its default local origin.
const SITE = "http://localhost:3000";
const PROVIDER = "01HZY0000000000000000000PR";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signedInCookie() {
  const response = await signIn("token-1", "/overview");
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

/** Calls the relay with `path` and returns its answer and the requests it sent to the API. */
async function relay(path: string, cookie: string | null) {
  const sent: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json({ data: [] }, { status: 200 });
  });
  const headers = new Headers({ "X-Forwarded-For": "203.0.113.9" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${SITE}${path}`, { headers });
  const response = (await loader({ request, params: {}, context: {} } as LoaderFunctionArgs)) as Response;
  return { response, sent };
}

describe("the browser's API relay (/api/v1/...)", () => {
  it("hands a listed read to the API with the session's token and the visitor's address", async () => {
    const { response, sent } = await relay(
      `/api/v1/providers/${PROVIDER}/timeslots?from=2026-12-01&to=2027-01-30`,
      await signedInCookie(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ data: [] });
    expect(sent).toHaveLength(1);
    const upstream = new URL(sent[0]?.url ?? "");
    expect(upstream.pathname).toBe(`/v1/providers/${PROVIDER}/timeslots`);
    expect(upstream.search).toBe("?from=2026-12-01&to=2027-01-30");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(sent[0]?.headers.get("X-Forwarded-For")).toBe("203.0.113.9");
  });

  it("answers 401 without a session, asking the API nothing", async () => {
    const { response, sent } = await relay("/api/v1/notification?page=1", null);
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(0);
  });

  it("relays no path outside its list (404), signed in or not", async () => {
    const cookie = await signedInCookie();
    for (const path of [
      "/api/v1/me",
      "/api/v1/transactions",
      "/api/v1/providers/not-an-id/timeslots",
      "/api/v1/notification/../me",
      "/api/v1/messages/conversations",
    ]) {
      const { response, sent } = await relay(path, cookie);
      expect(response.status, path).toBe(404);
      expect(sent, path).toHaveLength(0);
    }
  });
});
