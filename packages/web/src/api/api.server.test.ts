import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFor, visitorAddress } from "./api.server.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Calls the API through apiFor and returns the X-Forwarded-For it sent. */
async function forwardedFor(incoming: string | null) {
  const sent: Request[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    sent.push(request);
    return Response.json({ count: 0 });
  });
  const headers = incoming === null ? new Headers() : new Headers({ "X-Forwarded-For": incoming });
  const api = await apiFor(new Request("http://localhost:3000/", { headers }));
  await api.GET("/v1/notification/unread-count");
  return sent[0]?.headers.get("X-Forwarded-For") ?? null;
}

describe("the visitor's address sent to the API", () => {
  it("sends the one address the site server put on the request", async () => {
    expect(await forwardedFor("203.0.113.9")).toBe("203.0.113.9");
    expect(await forwardedFor("2001:db8::1")).toBe("2001:db8::1");
  });

  it("sends nothing rather than a list or a forged value", async () => {
    expect(await forwardedFor("198.51.100.1, 203.0.113.9")).toBeNull();
    expect(await forwardedFor("evil")).toBeNull();
    expect(await forwardedFor(null)).toBeNull();
    expect(visitorAddress(new Request("http://x/", { headers: { "X-Forwarded-For": " 192.0.2.1 " } }))).toBe(
      "192.0.2.1",
    );
  });
});

describe("X-Tracked-For", () => {
  it("is sent only when the caller asks for it", async () => {
    const sent: Request[] = [];
    vi.stubGlobal("fetch", async (request: Request) => {
      sent.push(request);
      return Response.json({});
    });
    const request = new Request("http://localhost:3000/provider/01JD0000000000000000000000");
    await (await apiFor(request, { trackedFor: "01JD0000000000000000000000" })).GET("/v1/me");
    await (await apiFor(request)).GET("/v1/me");
    expect(sent.map((r) => r.headers.get("X-Tracked-For"))).toEqual(["01JD0000000000000000000000", null]);
  });
});
