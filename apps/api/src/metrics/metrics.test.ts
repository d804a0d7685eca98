import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, peerEnv, type TestApp } from "../../test/test-app.ts";
import { createServer } from "../app.ts";
import { addPoolGauges, createMetrics } from "./metrics.ts";

let t: TestApp;
const metrics = createMetrics();
beforeAll(async () => {
  t = await createTestApp(false, { metrics });
});
afterAll(() => t.close());

const scrape = (app: TestApp["app"], headers: Record<string, string> = {}, peer = "127.0.0.1") =>
  app.request("/metrics", { headers }, peerEnv(peer));

describe("GET /metrics", () => {
  it("counts requests by route template and reads the gauges", async () => {
    const id = "01JD0000000000000000000099";
    await t.app.request(`/v1/providers/${id}`);
    await t.app.request(`/no/such/${id}`);
    const res = await scrape(t.app);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/providers\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
    );
    // Ids never become label values.
    expect(text).not.toContain(id);
    expect(text).toMatch(/^emails_queued 0$/m);
    expect(text).toMatch(/^live_streams_open 0$/m);
  });

  it("shows the gauges main.ts and other features add (the pool's, the job queue's)", async () => {
    metrics.addGauge({
      name: "jobs_waiting",
      help: "Jobs waiting",
      labelNames: ["queue"],
      read: async () => [{ labels: { queue: "mail" }, value: 3 }],
    });
    addPoolGauges(metrics, () => ({ total: 7, idle: 5, waiting: 1 }));
    const text = await (await scrape(t.app)).text();
    expect(text).toMatch(/^jobs_waiting\{queue="mail"\} 3$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} 7$/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 1$/m);
  });

  it("answers only this machine without METRICS_TOKEN", async () => {
    expect((await scrape(t.app, {}, "203.0.113.9")).status).toBe(404);
    expect((await scrape(t.app, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(404);
  });

  it("answers only the bearer of METRICS_TOKEN when it is set, wherever they are", async () => {
    const app = createServer({
      db: t.database.db,
      uploadsDir: t.uploadsDir,
      metricsToken: "scrape-token-0123456789",
    });
    expect((await scrape(app)).status).toBe(404);
    expect((await scrape(app, { Authorization: "Bearer wrong-token-0123456789" })).status).toBe(404);
    const res = await scrape(app, { Authorization: "Bearer scrape-token-0123456789" }, "203.0.113.9");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_request_duration_seconds");
  });
});
