import { mkdtempSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSiteApp } from "../server/site-app.ts";
import { listenGracefully } from "../server/start-site.ts";
import { signIn } from "../session/session.server.ts";
import { loader } from "./stream-route.ts";

const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(running.splice(0).map((stop) => stop()));
});

/**
 * The API counts an account's open streams (at most 10) and frees a place when its connection closes
 * (apps/api/src/live/stream.test.ts). Behind the site, the API's connection is the relay's: a visitor
 * who reloads or leaves must close it at once, or a few quick reloads fill the account's places.
 */
/** Forces a full garbage collection (V8's `gc`, turned on for this process). */
function collectGarbage() {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

type Remix = (request: Request) => Promise<Response>;

/**
 * The site's server with the relay as its only route, in front of an API stand-in counting its open
 * connections: a visitor opens the stream three times and leaves each time (`beforeLeaving` runs in
 * between); the stand-in's connection must close at once each time.
 */
async function visitThreeTimes(remix: Remix, beforeLeaving: () => void = () => {}) {
  let open = 0;
  const api: Server = createServer((_req, res) => {
    open += 1;
    res.on("close", () => {
      open -= 1;
    });
    // An idle stream: nothing more is written, as between two heartbeats.
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write("event: ready\ndata: {}\n\n");
  });
  await new Promise<void>((done) => api.listen(0, "127.0.0.1", () => done()));
  running.push(
    () =>
      new Promise((done) => {
        api.closeAllConnections();
        api.close(() => done());
      }),
  );
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) =>
    realFetch(`${apiBase}${new URL(String(input)).pathname}`, init),
  );
  const site = createSiteApp({
    publicOrigin: "https://www.tranquil.example",
    trustedProxies: [],
    imageOrigins: [],
    production: true,
    clientDir: mkdtempSync(join(tmpdir(), "relay-client-")),
    remix,
  });
  const { server, listening, shutdown } = listenGracefully(site, 0, 2_000);
  await listening;
  running.push(() => shutdown());
  const port = (server.address() as AddressInfo).port;
  const cookie = ((await signIn("token-1", "/overview")).headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

  for (let visit = 0; visit < 3; visit++) {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/messages/stream", headers: { Cookie: cookie } },
        resolve,
      );
      req.on("error", reject);
      req.end();
    });
    expect(response.statusCode).toBe(200);
    await new Promise<void>((done) => response.once("data", () => done()));
    expect(open).toBe(1);
    beforeLeaving();
    // The browser's page goes (a reload): its connection closes.
    response.socket.destroy();
    const deadline = Date.now() + 1_000;
    while (open > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(open).toBe(0);
  }
}

const callLoader = (request: Request) =>
  loader({ request, params: {}, context: {} } as LoaderFunctionArgs) as Promise<Response>;

describe("the live stream relay behind the site's server", () => {
  it("closes its connection to the API as soon as the visitor's connection closes", async () => {
    await visitThreeTimes(callLoader);
  });

  it("closes it too once the loader's copy of the request was collected (as Remix calls loaders)", async () => {
    // Remix hands a loader a copy of the request, `new Request(url, { signal: request.signal })`
    // (server-runtime's stripIndexParam and stripDataParam), whose signal follows the original only as
    // long as the copy lives. On a page with many requests (the session room's signals) the site's
    // process collects garbage between a page's load and its reload, and the reloaded room pages'
    // streams stayed open until ten of them locked the account out (decision 056).
    await visitThreeTimes(
      (request) =>
        callLoader(
          new Request(new Request(request.url, request), {
            method: request.method,
            headers: request.headers,
            signal: request.signal,
          }),
        ),
      collectGarbage,
    );
  });
});
