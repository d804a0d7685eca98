import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../session/session.server.ts";
import { loader } from "./stream-route.ts";

// vitest.config.ts builds this as the global site at its default local origin.
const SITE = "http://localhost:3000";
const TOO_MANY =
  "Too many live streams are open for this account (at most 10). Close another tab or window, then try again.";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signedInCookie() {
  const response = await signIn("token-1", "/overview");
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

/** The relay's answer when the API answers `upstream`. */
async function relayed(upstream: () => Response | Promise<Response>) {
  vi.stubGlobal("fetch", async () => upstream());
  const request = new Request(`${SITE}/messages/stream`, { headers: { Cookie: await signedInCookie() } });
  return (await loader({ request, params: {}, context: {} } as LoaderFunctionArgs)) as Response;
}

describe("the live stream relay (/messages/stream)", () => {
  it("passes the API's 429 (too many streams) through with its message", async () => {
    const response = await relayed(() => Response.json({ message: TOO_MANY }, { status: 429 }));
    expect(response.status).toBe(429);
    expect(await response.text()).toBe(TOO_MANY);
  });

  it("passes a 401 through, and answers 503 when the API cannot be reached or fails", async () => {
    expect((await relayed(() => Response.json({ message: "x" }, { status: 401 }))).status).toBe(401);
    expect((await relayed(() => Response.json({ message: "x" }, { status: 500 }))).status).toBe(503);
    expect(
      (
        await relayed(() => {
          throw new TypeError("fetch failed");
        })
      ).status,
    ).toBe(503);
  });

  it("relays a stream as text/event-stream", async () => {
    const response = await relayed(
      () => new Response("event: ready\ndata: {}\n\n", { headers: { "Content-Type": "text/event-stream" } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(await response.text()).toBe("event: ready\ndata: {}\n\n");
  });
});
