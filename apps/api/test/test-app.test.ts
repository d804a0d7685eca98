import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(false);
});
afterAll(() => t.close());

// The suite shares one module graph and one set of globals per worker (vitest.config.ts): a file
// that started a real server leaves @hono/node-server's Response in place of the global one, as in
// production. The helper must still report the headers a middleware set after the handler.
it("reports the headers middlewares set, after a real server has replaced the global Response", async () => {
  getRequestListener(() => new Response(null));
  expect(globalThis.Response.name).not.toBe("Response");
  const { headers } = await t.json("/healthz");
  expect(headers.get("Cache-Control")).toBe("no-store");
  expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
});
