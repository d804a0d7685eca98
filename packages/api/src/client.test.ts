import { describe, expect, it } from "vitest";
import { createApiClient } from "./client.ts";

function recordingFetch(body: unknown, status = 200) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe("createApiClient", () => {
  it("sends the bearer token and X-Tracked-For to the base URL", async () => {
    const { fetch, requests } = recordingFetch({ status: "ok", database: "ok" });
    const client = createApiClient({
      baseUrl: "http://api.test/",
      token: "tok",
      trackedFor: "visitor-1",
      fetch,
    });
    const { data } = await client.GET("/healthz");
    expect(data).toEqual({ status: "ok", database: "ok" });
    const [request] = requests;
    expect(request?.url).toBe("http://api.test/healthz");
    expect(request?.headers.get("Authorization")).toBe("Bearer tok");
    expect(request?.headers.get("X-Tracked-For")).toBe("visitor-1");
  });

  it("sends no auth headers when there is no session", async () => {
    const { fetch, requests } = recordingFetch({
      data: [],
      meta: { page: 1, pageSize: 12, total: 0, totalPages: 0 },
    });
    const client = createApiClient({ baseUrl: "http://api.test", fetch });
    await client.GET("/v1/providers", { params: { query: { page: 2, search: "anxiety" } } });
    expect(requests[0]?.url).toBe("http://api.test/v1/providers?page=2&search=anxiety");
    expect(requests[0]?.headers.has("Authorization")).toBe(false);
  });

  it("returns the error body on a 4xx", async () => {
    const { fetch } = recordingFetch({ message: "Provider not found" }, 404);
    const client = createApiClient({ baseUrl: "http://api.test", fetch });
    const { error, response } = await client.GET("/v1/providers/{id}", {
      params: { path: { id: "01JD0000000000000000000000" } },
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: "Provider not found" });
  });
});
