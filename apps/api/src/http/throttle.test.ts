import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app.ts";
import { THROTTLES, tryAgainIn } from "./throttle.ts";

const subscribe = (t: TestApp, peer: string, email = "reader@example.com") =>
  t.json<{ message?: string }>(
    "/v1/newsletter/subscribe",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) },
    peer,
  );

describe("tryAgainIn", () => {
  it("rounds up to whole minutes, at least one", () => {
    expect(tryAgainIn(1)).toBe("Please try again in 1 minute.");
    expect(tryAgainIn(60_001)).toBe("Please try again in 2 minutes.");
  });
});

describe("per-address throttles (small limits)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(false, {
      throttles: {
        mutations: { points: 3, durationSeconds: 60 },
        search: { points: 2, durationSeconds: 60 },
      },
    });
  });
  afterAll(() => t.close());

  it("answers 429 with a retry time once an address has used its mutations, and only that address", async () => {
    for (let i = 0; i < 3; i += 1) expect((await subscribe(t, "192.0.2.1")).status).toBe(200);
    const blocked = await subscribe(t, "192.0.2.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: "Too many requests. Please try again in 1 minute." });
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await subscribe(t, "192.0.2.2")).status).toBe(200);
    // Reads are not mutations: the blocked address can still look around.
    expect((await t.json("/v1/categories/concerns", {}, "192.0.2.1")).status).toBe(200);
  });

  it("limits search reads per address", async () => {
    const search = (peer: string) => t.json<{ message?: string }>("/v1/providers?pageSize=1", {}, peer);
    expect((await search("192.0.2.3")).status).toBe(200);
    expect((await search("192.0.2.3")).status).toBe(200);
    const blocked = await search("192.0.2.3");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many requests. Please try again in 1 minute.");
    expect((await search("192.0.2.4")).status).toBe(200);
  });
});

// Counting under concurrency only means something on a server with real parallel connections.
describe.runIf(onPostgres())("the mutation throttle under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(false);
  });
  afterAll(() => t.close());

  it("lets exactly the limit through when one address fires them all at once", async () => {
    const extra = 15;
    const answers = await Promise.all(
      Array.from({ length: THROTTLES.mutations.points + extra }, (_, i) =>
        subscribe(t, "198.51.100.200", `burst${i}@example.com`),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(THROTTLES.mutations.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
  });
});
