import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHOTO_MAX_BYTES } from "@marketplace/domain/photo";
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { CREDENTIAL_BODY_LIMIT, FORM_BODY_LIMIT } from "./body-limits.ts";
import { createSiteApp, type SiteAppOptions } from "./site-app.ts";
import { listenGracefully } from "./start-site.ts";

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  bodyBytes: number;
  context: AppLoadContext;
}

const clientDir = mkdtempSync(join(tmpdir(), "site-client-"));
mkdirSync(join(clientDir, "assets"));
writeFileSync(join(clientDir, "assets/entry-AbC123.js"), "console.log(1)");
writeFileSync(join(clientDir, "robots.txt"), "User-agent: *");

const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});

/** Starts a site app whose "Remix" records what it received and answers with a small page. */
async function start(overrides: Partial<SiteAppOptions> = {}, delayMs = 0) {
  const seen: Seen[] = [];
  const app = createSiteApp({
    publicOrigin: "https://www.tranquil.example",
    trustedProxies: [],
    imageOrigins: ["https://api.tranquil.example"],
    production: true,
    clientDir,
    remix: async (request, context) => {
      const bodyBytes = request.body ? (await request.arrayBuffer()).byteLength : 0;
      seen.push({ url: request.url, method: request.method, headers: request.headers, bodyBytes, context });
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return new Response("<!DOCTYPE html><p>ok</p>", { headers: { "Content-Type": "text/html" } });
    },
    ...overrides,
  });
  const { server, listening, shutdown } = listenGracefully(app, 0, 2_000);
  await listening;
  running.push(async () => {
    await shutdown();
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, shutdown };
}

/** Sends a body in chunks with no Content-Length (Transfer-Encoding: chunked). */
function streamBody(url: string, totalBytes: number, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers: { "Content-Type": "text/plain", ...headers } });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // The server may close the connection mid-body after answering 413.
    req.on("error", (error) => (req.writableEnded ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("body limits", () => {
  it("refuses a form post announced larger than 1 MB with 413, before Remix sees it", async () => {
    const { base, seen } = await start();
    const response = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=".padEnd(FORM_BODY_LIMIT + 1, "x"),
    });
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it("refuses a streamed body (chunked, no Content-Length) once it passes the limit", async () => {
    const { base, seen } = await start();
    expect(await streamBody(`${base}/login`, 3 * FORM_BODY_LIMIT)).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it("passes a small form through to Remix whole", async () => {
    const { base, seen } = await start();
    const response = await fetch(`${base}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.c" }),
    });
    expect(response.status).toBe(200);
    expect(seen[0]?.bodyBytes).toBe("email=a%40b.c".length);
  });

  it("gives the photo upload page the photo limit, and no more", async () => {
    const { base, seen } = await start();
    expect(await streamBody(`${base}/profile`, 4 * FORM_BODY_LIMIT)).toBe(200);
    expect(seen[0]?.bodyBytes).toBe(4 * FORM_BODY_LIMIT);
    expect(await streamBody(`${base}/overview`, 4 * FORM_BODY_LIMIT)).toBe(413);
    expect(seen).toHaveLength(1);
  });

  it("hands an upload over its page's limit to Remix without its body, to answer with the form's error", async () => {
    const { base, seen } = await start();
    expect(await streamBody(`${base}/profile`, PHOTO_MAX_BYTES + 2 * FORM_BODY_LIMIT)).toBe(200);
    const response = await fetch(`${base}/credentials?step=three`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "a".repeat(CREDENTIAL_BODY_LIMIT + 1),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect(seen.map((s) => [new URL(s.url).pathname, s.bodyBytes, s.context.bodyTooLarge])).toEqual([
      ["/profile", 0, true],
      ["/credentials", 0, true],
    ]);
    expect(seen[1]?.headers.get("content-type")).toBeNull();
  });
});

describe("the origin check", () => {
  it("answers 403 to a cross-origin post, a null origin and a cross-site fetch, before Remix", async () => {
    const { base, seen } = await start();
    for (const headers of <Array<Record<string, string>>>[
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ]) {
      const response = await fetch(`${base}/logout`, { method: "POST", headers });
      expect(response.status).toBe(403);
    }
    expect(seen).toHaveLength(0);
  });

  it("accepts the configured public origin behind an HTTPS proxy, and Remix's own check then agrees", async () => {
    const { base, seen } = await start();
    // The proxy reached us over http on an internal address; the browser's origin is the public host.
    const response = await fetch(`${base}/logout`, {
      method: "POST",
      headers: { Origin: "https://www.tranquil.example" },
    });
    expect(response.status).toBe(200);
    expect(seen[0]?.url).toBe("https://www.tranquil.example/logout");
    expect(seen[0]?.headers.get("host")).toBe("www.tranquil.example");
  });

  it("believes X-Forwarded-Proto/Host only from a trusted proxy", async () => {
    const untrusted = await start({ publicOrigin: "https://site.example" });
    const forwarded = {
      Origin: "https://alias.example",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "alias.example",
    };
    expect((await fetch(`${untrusted.base}/x`, { method: "POST", headers: forwarded })).status).toBe(403);
    const trusted = await start({ publicOrigin: "https://site.example", trustedProxies: ["loopback"] });
    expect((await fetch(`${trusted.base}/x`, { method: "POST", headers: forwarded })).status).toBe(200);
  });
});

describe("the visitor's address", () => {
  it("ignores X-Forwarded-For from an untrusted peer and sends Remix exactly one address", async () => {
    const { base, seen } = await start({ trustedProxies: [] });
    await fetch(`${base}/`, { headers: { "X-Forwarded-For": "203.0.113.9", Forwarded: "for=203.0.113.9" } });
    expect(seen[0]?.headers.get("x-forwarded-for")).toBe("127.0.0.1");
    expect(seen[0]?.headers.get("forwarded")).toBeNull();
  });

  it("takes the first untrusted hop when the peer is a trusted proxy", async () => {
    const { base, seen } = await start({ trustedProxies: ["loopback", "10.0.0.0/8"] });
    await fetch(`${base}/`, { headers: { "X-Forwarded-For": "198.51.100.1, 203.0.113.9, 10.1.2.3" } });
    expect(seen[0]?.headers.get("x-forwarded-for")).toBe("203.0.113.9");
  });

  it("tells Remix a request is from this machine only when the peer is loopback and nothing relayed it", async () => {
    const { base, seen } = await start({ trustedProxies: ["loopback"] });
    await fetch(`${base}/dev/mail`);
    const relayed: Array<Record<string, string>> = [
      { "X-Forwarded-For": "203.0.113.9" },
      { "X-Forwarded-For": "127.0.0.1" },
      { Forwarded: "for=127.0.0.1" },
      { "X-Real-IP": "127.0.0.1" },
    ];
    for (const headers of relayed) {
      await fetch(`${base}/dev/mail`, { headers });
    }
    expect(seen.map((s) => s.context.localPeer)).toEqual([true, false, false, false, false]);
  });

  it("refuses to start with a malformed proxy list", () => {
    expect(() =>
      createSiteApp({
        publicOrigin: "http://localhost:3000",
        trustedProxies: ["not-an-address"],
        imageOrigins: [],
        production: false,
        clientDir,
        remix: async () => new Response(),
      }),
    ).toThrow();
  });
});

describe("security headers", () => {
  it("sends a CSP with a fresh nonce per response and hands the nonce to Remix", async () => {
    const { base, seen } = await start();
    const a = await fetch(`${base}/`);
    const b = await fetch(`${base}/`);
    const csp = a.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(seen[0]?.context.cspNonce).toBe(nonce);
    expect(b.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("img-src 'self' data: blob: https://api.tranquil.example");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    expect(a.headers.get("x-powered-by")).toBeNull();
    expect(a.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("lets a form post end only here or at the payment checkouts (a top-up's 302 to the gateway)", async () => {
    const { base } = await start();
    expect((await fetch(`${base}/`)).headers.get("content-security-policy")).toContain("form-action 'self';");
    const withCheckouts = await start({
      checkoutOrigins: ["https://api.tranquil.example", "https://checkout.paystack.com"],
    });
    expect((await fetch(`${withCheckouts.base}/`)).headers.get("content-security-policy")).toContain(
      "form-action 'self' https://api.tranquil.example https://checkout.paystack.com;",
    );
  });

  it("lets the page connect only here, or also to the session rooms' LiveKit server when there is one", async () => {
    const { base } = await start();
    expect((await fetch(`${base}/`)).headers.get("content-security-policy")).toContain("connect-src 'self';");
    const withSfu = await start({
      connectOrigins: ["wss://sfu.tranquil.example", "https://sfu.tranquil.example"],
    });
    expect((await fetch(`${withSfu.base}/`)).headers.get("content-security-policy")).toContain(
      "connect-src 'self' wss://sfu.tranquil.example https://sfu.tranquil.example;",
    );
  });

  it("sends HSTS only in production over HTTPS", async () => {
    const local = await start({ publicOrigin: "http://localhost:3000" });
    expect((await fetch(`${local.base}/`)).headers.get("strict-transport-security")).toBeNull();
    const dev = await start({ production: false });
    expect((await fetch(`${dev.base}/`)).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("caching", () => {
  it("caches hashed assets for a year, immutable", async () => {
    const { base } = await start();
    const response = await fetch(`${base}/assets/entry-AbC123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Even for a signed-in person: assets are not personal.
    const signedIn = await fetch(`${base}/assets/entry-AbC123.js`, { headers: { Cookie: "__session=x" } });
    expect(signedIn.headers.get("cache-control")).toContain("immutable");
  });

  it("serves the build's other files by name for an hour, and every other path to Remix", async () => {
    const { base, seen } = await start();
    const robots = await fetch(`${base}/robots.txt`);
    expect(await robots.text()).toBe("User-agent: *");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(seen).toHaveLength(0);
    await fetch(`${base}/providers?page=2`);
    await fetch(`${base}/robots.txt.bak`);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(["/providers", "/robots.txt.bak"]);
  });

  it("marks a signed-in person's pages and data no-store, and leaves public pages alone", async () => {
    const { base } = await start();
    expect((await fetch(`${base}/`)).headers.get("cache-control")).toBeNull();
    const page = await fetch(`${base}/overview`, {
      headers: { Cookie: "cookie-consent=all; __session=abc" },
    });
    expect(page.headers.get("cache-control")).toBe("no-store");
    const data = await fetch(`${base}/overview.data`, { headers: { Cookie: "__session=abc" } });
    expect(data.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps a signed-in stream's no-transform, so compression passes its events through unzipped", async () => {
    const events = "data: 1\n\n".repeat(200);
    const { base } = await start({
      remix: async () =>
        new Response(events, {
          headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store, no-transform" },
        }),
    });
    const headers = { Cookie: "__session=abc", "Accept-Encoding": "gzip" };
    const stream = await fetch(`${base}/messages/stream`, { headers });
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.headers.get("content-encoding")).toBeNull();
    expect(await stream.text()).toBe(events);
  });
});

describe("graceful shutdown", () => {
  it("finishes a request in flight, then stops accepting", async () => {
    const { base, shutdown } = await start({}, 300);
    const inFlight = fetch(`${base}/slow`, { headers: { Connection: "close" } });
    await new Promise((r) => setTimeout(r, 100));
    const closed = shutdown();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("ok");
    await closed;
    await expect(fetch(`${base}/`)).rejects.toThrow();
  });
});
