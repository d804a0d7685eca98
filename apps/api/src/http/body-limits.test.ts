import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegImage } from "../../test/images.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { BODY_TOO_LARGE, DEFAULT_BODY_LIMIT_BYTES } from "./body-limits.ts";

let t: TestApp;
let server: Server;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ providers: 1, clients: 1 });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const MB = 1024 * 1024;

interface Outcome {
  status: number;
  body: string;
  /** Bytes the client managed to hand to the socket before the server answered or hung up. */
  sent: number;
}

/**
 * POSTs up to `total` bytes in 64 KB chunks, waiting for the socket to drain like a real client;
 * stops sending as soon as an answer arrives or the connection is cut.
 */
function streamUpload(path: string, total: number, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && !req.destroyed && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered && sent >= total) req.end();
    };
    pump();
  });
}

describe("request size limits", () => {
  it("cuts a streamed (chunked, no Content-Length) oversized body at the limit without buffering it", async () => {
    const before = process.memoryUsage().rss;
    const outcome = await streamUpload("/v1/newsletter/subscribe", 300 * MB, {
      "Content-Type": "application/json",
      "Transfer-Encoding": "chunked",
    });
    const grown = process.memoryUsage().rss - before;
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ message: BODY_TOO_LARGE });
    // The server stopped reading near the limit: nowhere near the 300 MB the client was ready to send.
    expect(outcome.sent).toBeLessThan(16 * MB);
    expect(grown).toBeLessThan(64 * MB);
  });

  it("refuses a large declared Content-Length before reading anything", async () => {
    const outcome = await streamUpload("/v1/newsletter/subscribe", 256 * 1024, {
      "Content-Type": "application/json",
      "Content-Length": String(300 * MB),
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ message: BODY_TOO_LARGE });
  });

  it("applies to every route, signed-in ones too", async () => {
    const res = await t.app.request("/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "x".repeat(DEFAULT_BODY_LIMIT_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: BODY_TOO_LARGE });
  });

  it("lets the photo route keep its own, larger limit", async () => {
    const { token } = await t.login("client@demo.tranquil.example");
    const upload = (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new File([bytes], "me.jpg", { type: "image/jpeg" }));
      return t.json<{ message: string }>("/v1/profile/photo", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };
    // 2 MB of noise: past the 1 MB default, so only the photo route's own limit lets it through.
    const noise = new Uint8Array(2 * MB).fill(7);
    const big = await upload(noise);
    expect(big.status).not.toBe(413);
    expect(big.status).toBe(415);
    expect((await upload(jpegImage(400, 400))).status).toBe(200);
    const huge = await upload(new Uint8Array(11 * MB));
    expect(huge.status).toBe(413);
    expect(huge.body.message).not.toBe(BODY_TOO_LARGE);
  });
});
