import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSiteApp } from "./site-app.ts";
import { remixRouteOf } from "./site-observability.ts";
import { listenGracefully, readinessFirst } from "./start-site.ts";

const ROUTES = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/providers.$id": { id: "routes/providers.$id", parentId: "root", path: "providers/:id" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});

async function listen(app: Parameters<typeof listenGracefully>[0]) {
  const { server, listening, shutdown } = listenGracefully(app, 0, 1_000);
  await listening;
  running.push(shutdown);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A site whose "Remix" answers a small page; `draining` and the API's readiness as the test sets them. */
async function site(options: { metricsToken?: string; apiReadyUrl?: string; draining?: () => boolean } = {}) {
  return listen(
    createSiteApp({
      publicOrigin: "https://www.tranquil.example",
      trustedProxies: [],
      imageOrigins: [],
      production: true,
      clientDir: "/nonexistent",
      remix: async () => new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } }),
      routeOf: remixRouteOf(ROUTES),
      ...options,
    }),
  );
}

/** A stand-in API whose /readyz answers `status`. */
async function apiStandIn(status: number) {
  const server = createServer((_req, res) => res.writeHead(status).end("{}"));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  running.push(() => new Promise((done) => server.close(() => done())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
}

describe("the sites' probes", () => {
  it("is live and ready while not draining, reporting the API's readiness without depending on it", async () => {
    const base = await site({ apiReadyUrl: await apiStandIn(503) });
    const live = await fetch(`${base}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get("content-security-policy")).toBeTruthy();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", draining: false, api: "not ready" });
    const base2 = await site({ apiReadyUrl: "http://127.0.0.1:9/readyz" });
    expect(await (await fetch(`${base2}/readyz`)).json()).toMatchObject({
      status: "ready",
      api: "unreachable",
    });
  });

  it("fails readiness first on a stop signal while still serving pages, then stops", async () => {
    let draining = false;
    const base = await site({ draining: () => draining, apiReadyUrl: await apiStandIn(200) });
    const shutdown = vi.fn(async () => {});
    // The grace is long enough for the three requests below on a loaded machine (at 150 ms they once
    // outlasted it and the shutdown came first); the test then waits out the rest of it.
    const stop = readinessFirst(
      () => {
        draining = true;
      },
      5_000,
      shutdown,
    );
    const stopped = stop();
    expect(stop()).toBe(stopped);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not ready", draining: true, api: "ready" });
    expect((await fetch(`${base}/providers/abc`)).status).toBe(200);
    expect(shutdown).not.toHaveBeenCalled();
    await stopped;
    expect(shutdown).toHaveBeenCalledTimes(1);
  });
});

describe("the sites' /metrics", () => {
  it("labels requests with the Remix route's id, never the path, for this machine only", async () => {
    const base = await site();
    // Each answer is read to its end: a request is timed when its response finishes, and an unread
    // page could finish after /metrics was rendered (seen on a loaded machine).
    await (await fetch(`${base}/providers/01JD0000000000000000000099`)).text();
    await (await fetch(`${base}/livez`)).text();
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="routes\/providers\.\$id",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/livez",status="200"\} 1/,
    );
    expect(text).not.toContain("01JD0000000000000000000099");
    // A relayed request is not this machine's: it gets the site's page for that path.
    const relayed = await fetch(`${base}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(await relayed.text()).toBe("<p>page</p>");
  });

  it("answers only METRICS_TOKEN's bearer when the token is set", async () => {
    const base = await site({ metricsToken: "scrape-token-0123456789" });
    expect(await (await fetch(`${base}/metrics`)).text()).toBe("<p>page</p>");
    const res = await fetch(`${base}/metrics`, {
      headers: { Authorization: "Bearer scrape-token-0123456789" },
    });
    expect(await res.text()).toContain("http_request_duration_seconds");
  });

  it("finds the route a path renders from the build's route table", () => {
    const routeOf = remixRouteOf(ROUTES);
    expect(routeOf("/")).toBe("routes/_index");
    expect(routeOf("/providers/abc")).toBe("routes/providers.$id");
    expect(routeOf("/no/such/page")).toBe("routes/$");
  });
});

describe("the sites' server logs", () => {
  it("writes none of a request's path or form fields (the server logs no requests)", async () => {
    const written: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        written.push(args.map(String).join(" "));
      }),
    );
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const base = await site();
      const form = new URLSearchParams({ email: "amara.o@example.com", note: "Panic attacks at night" });
      const res = await fetch(`${base}/booking/new?with=someone`, {
        method: "POST",
        headers: { Origin: "https://www.tranquil.example" },
        body: form,
      });
      expect(res.status).toBe(200);
      await fetch(`${base}/readyz`);
    } finally {
      for (const spy of spies) spy.mockRestore();
      stdout.mockRestore();
    }
    // Only what the journey typed or visited is searched for: the test runner writes to stdout too.
    expect(written.filter((line) => /amara|Panic|booking/.test(line))).toEqual([]);
  });
});
