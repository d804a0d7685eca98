import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-types.ts";
import { clearSearchCountsAfterWrite } from "./search-counts.ts";
import { createCountCache } from "./search-providers.ts";

function appWith() {
  const counts = createCountCache();
  const app = new Hono<AppEnv>();
  app.use("/v1/provider/*", clearSearchCountsAfterWrite(counts));
  app.get("/v1/provider/fees", (c) => c.json({}));
  app.put("/v1/provider/fees", (c) => c.json({}));
  app.put("/v1/provider/profile", (c) => c.json({ message: "invalid" }, 400));
  app.put("/v1/booking", (c) => c.json({}));
  return { app, counts };
}

describe("clearSearchCountsAfterWrite", () => {
  it("drops the search totals after a provider's successful write", async () => {
    const { app, counts } = appWith();
    counts.set("any search", 12);
    expect((await app.request("/v1/provider/fees", { method: "PUT" })).status).toBe(200);
    expect(counts.size).toBe(0);
  });

  it("keeps them after a read, a refused write and a write elsewhere", async () => {
    const { app, counts } = appWith();
    counts.set("any search", 12);
    await app.request("/v1/provider/fees");
    await app.request("/v1/provider/profile", { method: "PUT" });
    await app.request("/v1/booking", { method: "PUT" });
    expect(counts.get("any search")).toBe(12);
  });
});
